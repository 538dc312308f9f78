import type { SysDictData } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useActionsColumn, type RowHandlers } from '@/components/list-page/RowActions';
import { seededDictLabel } from '@/i18n/seeded';
import { DICT } from '../texts';
import { tagColor, useStatusColumn } from './status';

/** A long label ends in an ellipsis inside its tag instead of being cut at the cell's edge. */
const TAG_ELLIPSIS = {
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  verticalAlign: 'middle',
} as const;

export function useDataColumns(handlers: RowHandlers<SysDictData>): ColumnsType<SysDictData> {
  const { t } = useTranslation([DICT, 'common']);
  const actions = useActionsColumn({
    permissions: PERMISSIONS.dictData,
    name: (row: SysDictData) => row.dictLabel,
    ...handlers,
  });
  const status = useStatusColumn<SysDictData>();
  // Label, value and remark take the room left over (1072 px in all with the checkboxes).
  return [
    { title: t('data.dictCode'), dataIndex: 'dictCode', width: 80 },
    {
      title: t('data.dictLabel'),
      dataIndex: 'dictLabel',
      minWidth: 120,
      ellipsis: { showTitle: false },
      // Seeded labels in the user's language; typed ones as typed.
      render: (label: string, row) => {
        const shown = seededDictLabel(row.dictType, row.dictValue, label);
        return (
          <Tag color={tagColor(row.listClass)} title={shown} style={TAG_ELLIPSIS}>
            {shown}
          </Tag>
        );
      },
    },
    { title: t('data.dictValue'), dataIndex: 'dictValue', minWidth: 120, ellipsis: true },
    { title: t('data.dictSort'), dataIndex: 'dictSort', width: 70, align: 'right' },
    {
      title: t('data.isDefault'),
      dataIndex: 'isDefault',
      width: 80,
      render: (v: number) => (v === 1 ? <Tag color="processing">{t('common:yes')}</Tag> : <Tag>{t('common:no')}</Tag>),
    },
    status,
    { title: t('common:remark'), dataIndex: 'remark', minWidth: 140, ellipsis: true },
    { title: t('common:createdAt'), dataIndex: 'createdAt', width: 170 },
    actions,
  ];
}
