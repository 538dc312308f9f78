// Menu component path system/monitor/userOnline/index: online users.
export { OnlinePage as default } from '@/features/system/online';
