// Menu component path iot/alarm/setting/index: alarm levels and rules.
export { AlarmSettingPage as default } from '@/features/iot/alarm';
