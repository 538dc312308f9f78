import type { DictTypeListItem } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActionsColumn, type RowHandlers } from '@/components/list-page/RowActions';
import { seededDictName } from '@/i18n/seeded';
import { DICT } from '../texts';
import { useStatusColumn } from './status';

/** The route of a type's items (GFast's hidden "dict data" menu). */
export const dataListPath = (dictType: string) => `/system/dict/data/list/${encodeURIComponent(dictType)}`;

export function useTypeColumns(handlers: RowHandlers<DictTypeListItem>): ColumnsType<DictTypeListItem> {
  const { t } = useTranslation([DICT, 'common']);
  const actions = useActionsColumn({
    permissions: PERMISSIONS.dictType,
    name: (row: DictTypeListItem) => row.dictName,
    ...handlers,
  });
  const status = useStatusColumn<DictTypeListItem>();
  // Name, type and remark take the room left over (982 px in all with the checkboxes).
  return [
    { title: t('type.dictId'), dataIndex: 'dictId', width: 80 },
    {
      title: t('type.dictName'),
      dataIndex: 'dictName',
      minWidth: 140,
      ellipsis: true,
      // Seeded names in the user's language; typed ones as typed.
      render: (name: string, row) => seededDictName(row.dictType, name),
    },
    {
      title: t('type.dictType'),
      dataIndex: 'dictType',
      minWidth: 160,
      ellipsis: { showTitle: false },
      render: (dictType: string) => (
        <Link to={dataListPath(dictType)} title={t('type.openData', { type: dictType })}>
          {dictType}
        </Link>
      ),
    },
    status,
    { title: t('common:remark'), dataIndex: 'remark', minWidth: 140, ellipsis: true },
    { title: t('common:createdAt'), dataIndex: 'createdAt', width: 170 },
    actions,
  ];
}
