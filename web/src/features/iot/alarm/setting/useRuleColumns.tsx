import type { AlarmRuleRow } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useActionsColumn, type RowHandlers } from '@/components/list-page/RowActions';
import { statusSwitchColumn } from '@/components/status/statusSwitchColumn';
import { alarmApi } from '../api';
import { LevelTag } from '../levels';
import { ALARM } from '../texts';
import { CRON } from './ruleForm';

interface Handlers extends RowHandlers<AlarmRuleRow> {
  /** Product names by key (the list carries only the key). */
  productName: (key: string) => string;
  onChanged: () => void;
}

/** The rule table's columns; publishing, editing and deleting show only to holders of their permission. */
export function useRuleColumns({ productName, onChanged, onEdit, onDelete }: Handlers): ColumnsType<AlarmRuleRow> {
  const { t } = useTranslation([ALARM, 'common']);
  const actions = useActionsColumn<AlarmRuleRow>({
    permissions: { edit: PERMISSIONS.alarm.ruleEdit, delete: PERMISSIONS.alarm.ruleDelete },
    name: (row) => row.name,
    deleteNote: () => t('rule.deleteNote'),
    onEdit,
    onDelete,
  });
  return [
    { title: t('field.name'), dataIndex: 'name', minWidth: 160, ellipsis: true },
    {
      title: t('field.level'),
      dataIndex: 'level',
      width: 110,
      render: (level: number) => <LevelTag level={level} />,
    },
    {
      title: t('field.product'),
      dataIndex: 'productKey',
      width: 160,
      ellipsis: true,
      render: (key: string) => productName(key),
    },
    {
      title: t('field.device'),
      dataIndex: 'deviceKey',
      width: 140,
      ellipsis: true,
      render: (key: string) => key || t('rule.allDevices'),
    },
    {
      title: t('field.triggerType'),
      key: 'triggerType',
      width: 130,
      render: (_, row) =>
        row.triggerMode === 2 || row.triggerType === CRON
          ? t('rule.cron')
          : t(`trigger.${row.triggerType}`, { defaultValue: row.triggerTypeName }),
    },
    statusSwitchColumn({
      title: t('field.status'),
      width: 100,
      ns: ALARM,
      permission: PERMISSIONS.alarm.ruleDeploy,
      change: (row, on) => alarmApi.deploy(row.id, on),
      onChanged,
    }),
    { title: t('common:createdAt'), dataIndex: 'createdAt', width: 170 },
    actions,
  ];
}
