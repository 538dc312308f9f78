// Rows as the alarm endpoints answer them, for the page tests.
import type { AlarmLevelRow, AlarmLogRow, AlarmRuleRow } from '@iot/contract';

export const levels: AlarmLevelRow[] = [
  { level: 1, name: 'Critical', color: '#f5222d' },
  { level: 2, name: 'Urgent', color: '#fa541c' },
  { level: 3, name: 'Serious', color: '#fa8c16' },
  { level: 4, name: 'Normal level', color: '#faad14' },
  { level: 5, name: 'Reminder', color: '#1677ff' },
];

export const products = [
  { id: 1, key: 'thermo', name: 'Thermometer' },
  { id: 2, key: 'door', name: 'Door sensor' },
];

export const rule = (id: number, name: string, extra: Partial<AlarmRuleRow> = {}): AlarmRuleRow => ({
  id,
  deptId: 1,
  name,
  level: 2,
  productKey: 'thermo',
  deviceKey: '',
  triggerMode: 1,
  triggerType: 3,
  eventKey: '',
  triggerCondition: '',
  action: '',
  status: 0,
  createdBy: 1,
  updatedBy: 1,
  createdAt: `2024-03-0${id} 10:00:00`,
  updatedAt: null,
  deletedAt: null,
  triggerTypeName: '属性上报',
  alarmLevel: { level: 2, name: 'Urgent' },
  condition: null,
  cronCondition: null,
  performAction: null,
  ...extra,
});

export const log = (id: number, ruleName: string, extra: Partial<AlarmLogRow> = {}): AlarmLogRow => ({
  id,
  deptId: 1,
  type: 1,
  ruleId: 1,
  ruleName,
  level: 1,
  data: '{"temp":81}',
  expression: 'temp > 80',
  productKey: 'thermo',
  deviceKey: 't-001',
  status: 0,
  content: '',
  count: 3,
  lastAt: '2024-03-02 08:30:00',
  createdAt: '2024-03-02 08:00:00',
  updatedBy: 0,
  updatedAt: null,
  handledBy: '',
  handledAt: null,
  alarmLevel: { level: 1, name: 'Critical', color: '#f5222d' },
  product: { id: 1, name: 'Thermometer', key: 'thermo' },
  devcie: { id: 7, name: 'Lab thermometer', key: 't-001' },
  ...extra,
});
