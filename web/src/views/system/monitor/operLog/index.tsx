// Menu component path system/monitor/operLog/index: the operation log.
export { OperLogPage as default } from '@/features/system/operlog';
