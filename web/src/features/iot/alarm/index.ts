// Alarms: the settings page (levels and rules), the alarm log, the tabs a product's and a device's
// page embed, and the bell's alarms (the shell takes bell/, with its own texts).
export { AlarmBellList } from './bell/AlarmBellList';
export { openAlarmCount, openAlarmsQuery, receiveAlarm } from './bell/bellAlarms';
export { ALARM_BELL } from './bell/texts';
export { useLiveAlarms } from './bell/useLiveAlarms';
export { AlarmLogPage } from './log/AlarmLogPage';
export { AlarmSettingPage } from './setting/AlarmSettingPage';
export { DeviceAlarmsTab, ProductAlarmsTab, useAlarmTabs } from './tabs/AlarmTabs';
// Other screens pick a level (the automation designer's alarm action).
export { LevelTag, useLevels } from './levels';
