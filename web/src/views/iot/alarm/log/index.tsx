// Menu component path iot/alarm/log/index: the alarm log.
export { AlarmLogPage as default } from '@/features/iot/alarm';
