import { PlusOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@iot/contract/permissions';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/auth';
import { useActionsColumn, type RowHandlers } from '@/components/list-page/RowActions';
import { NARROW_WIDTH, useWidthAtLeast } from '@/lib/viewport';
import { DEPT } from '../texts';
import { StatusTag } from '@/components/status';
import { seededDeptName, seededNickname } from '@/i18n/seeded';
import { countBelow, type DeptRow } from './tree';

const BUTTONS = PERMISSIONS.dept;

interface Options extends RowHandlers<DeptRow> {
  onAddChild: (row: DeptRow) => void;
  /** Leaders' nicknames by user id (absent while they load). */
  leaders?: Map<number, string>;
  /** The list is filtered: a row may have departments below it that are not shown. */
  filtered: boolean;
}

/** The department table's columns; the action buttons show only to holders of their permission. */
export function useDeptColumns({ onAddChild, leaders, filtered, ...handlers }: Options): ColumnsType<DeptRow> {
  const { t } = useTranslation([DEPT, 'common']);
  const pin = useWidthAtLeast(NARROW_WIDTH);

  // GFast deletes everything below the department without saying so; this says it.
  const deleteNote = (row: DeptRow) => {
    const below = countBelow(row);
    const cascade = below > 0 ? t('delete.below', { count: below }) : filtered ? t('delete.maybeBelow') : '';
    return [cascade, t('delete.users')].filter(Boolean).join(' ');
  };
  const actions = useActionsColumn<DeptRow>({
    permissions: { edit: BUTTONS.edit, delete: BUTTONS.delete },
    name: (row) => seededDeptName(row.deptName),
    ...handlers,
    deleteNote,
    before: (row) => (
      <Auth value={BUTTONS.add}>
        <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => onAddChild(row)}>
          {t('addChild')}
        </Button>
      </Auth>
    ),
    // Add below, edit and delete on one line.
    width: 270,
  });
  // An id the caller may not see (a leader outside their scope) shows as its number.
  const leaderNames = (ids: number[] | null) =>
    leaders ? (ids ?? []).map((id) => seededNickname(leaders.get(id) ?? `#${id}`)).join(', ') : '';

  // The leaders take the room left over (about 990 px in all).
  return [
    {
      title: t('field.deptName'),
      dataIndex: 'deptName',
      width: 240,
      fixed: pin ? 'left' : undefined,
      ellipsis: true,
      render: (name: string) => seededDeptName(name),
    },
    {
      title: t('field.leader'),
      dataIndex: 'leader',
      minWidth: 140,
      ellipsis: true,
      render: leaderNames,
    },
    {
      title: t('common:status'),
      dataIndex: 'status',
      width: 90,
      render: (status: number) => <StatusTag status={status} />,
    },
    { title: t('field.orderNum'), dataIndex: 'orderNum', width: 70, align: 'right' },
    { title: t('common:createdAt'), dataIndex: 'createdAt', width: 170 },
    actions,
  ];
}
