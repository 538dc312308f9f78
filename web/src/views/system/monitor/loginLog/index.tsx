// Menu component path system/monitor/loginLog/index: the login log.
export { LoginLogPage as default } from '@/features/system/loginlog';
