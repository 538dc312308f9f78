// Menu component path system/sysNotice/show: the notification centre.
export { NoticeCentrePage as default } from '@/features/system/notice';
