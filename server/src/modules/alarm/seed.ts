// The alarm pages under the IoT directory (SagooIoT's views/iot/alarm/setting and .../log), the
// five levels (SagooIoT's names), the `alarm_type` dictionary SagooIoT's rule form reads them from
// and its `notice_send_gateway`.
import { PERMISSIONS } from '@iot/contract';
import type { Db } from '../../db/client.ts';
import { addEditDelete, iotPage, type PlacedMenu, type SeedDict } from '../../db/seed/rows.ts';
import { alarmLevels } from './schema.ts';

const { alarm } = PERMISSIONS;

/** The levels a database starts with; a level missing from the table reads as its default here. */
export const DEFAULT_LEVELS = [
  { level: 1, name: '超紧急', color: '#f5222d' },
  { level: 2, name: '紧急', color: '#fa541c' },
  { level: 3, name: '严重', color: '#fa8c16' },
  { level: 4, name: '一般', color: '#faad14' },
  { level: 5, name: '提醒', color: '#1677ff' },
];

export const alarmMenus: PlacedMenu[] = [
  iotPage(10, ['告警配置', alarm.ruleList, '/iot/alarm/setting', 'iot/alarm/setting/index', 'AlertOutlined'], {
    ...addEditDelete('告警规则', alarm.ruleAdd, alarm.ruleEdit, alarm.ruleDelete),
    启用停用: alarm.ruleDeploy,
    编辑告警级别: alarm.levelEdit,
  }),
  iotPage(20, ['告警日志', alarm.logList, '/iot/alarm/log', 'iot/alarm/log/index', 'WarningOutlined'], {
    处理告警: alarm.logHandle,
    // Lifts the alarm logs' data scope.
    全部告警数据: alarm.logAll,
  }),
];

export const alarmDicts: SeedDict[] = [
  {
    type: 'alarm_type',
    name: '告警级别',
    remark: 'SagooIoT 告警规则表单的告警级别',
    items: DEFAULT_LEVELS.map(({ level, name }): SeedDict['items'][number] =>
      level === 4 ? [String(level), name, 1] : [String(level), name],
    ),
  },
  // How a rule's action is sent, for SagooIoT's rule form: only what this server sends, a signed
  // POST to each addressee URL (notify.ts). SagooIoT's other gateways (wework, dingding, mail,
  // voice, sms) go through its notice plugins, which this server does not have.
  {
    type: 'notice_send_gateway',
    name: '通知方式',
    remark: 'SagooIoT 告警规则表单的通知方式',
    items: [['webhook', 'Webhook 回调', 1]],
  },
];

export async function insertAlarmLevels(tx: Db) {
  await tx.insert(alarmLevels).values(DEFAULT_LEVELS).onConflictDoNothing();
}
