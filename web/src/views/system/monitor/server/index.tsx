// Menu component path system/monitor/server/index: the server monitor.
export { ServerMonitorPage as default } from '@/features/system/monitor';
