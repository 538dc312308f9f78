// Menu component path system/sysNotice/list: notice management.
export { NoticeListPage as default } from '@/features/system/notice';
