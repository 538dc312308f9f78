import { DownOutlined, SafetyOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@iot/contract/permissions';
import { Button, Dropdown } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { usePermission } from '@/components/auth';
import { useActionsColumn, type RowHandlers } from '@/components/list-page/RowActions';
import { seededRoleName } from '@/i18n/seeded';
import { NARROW_WIDTH, useWidthAtLeast } from '@/lib/viewport';
import { ROLE } from '../texts';
import { StatusTag } from '@/components/status';
import type { RoleRow } from './tree';

const BUTTONS = PERMISSIONS.role;

interface Handlers extends RowHandlers<RoleRow> {
  /** The edit dialog, for the role's menus and buttons. */
  onMenus: (row: RoleRow) => void;
  onScope: (row: RoleRow) => void;
  /** Choose the role's users. */
  onUsers: (row: RoleRow) => void;
  /** List the role's users. */
  onShowUsers: (row: RoleRow) => void;
}

/** The grant menu of a row: each item says what it sets, and shows only with its permission. */
function GrantMenu({
  row,
  onMenus,
  onScope,
  onUsers,
}: Pick<Handlers, 'onMenus' | 'onScope' | 'onUsers'> & { row: RoleRow }) {
  const { t } = useTranslation(ROLE);
  const { has } = usePermission();
  const items = [
    { key: 'menus', label: t('grant.menus'), allowed: has(BUTTONS.edit), run: onMenus },
    { key: 'scope', label: t('grant.scope'), allowed: has(BUTTONS.dataScope), run: onScope },
    { key: 'users', label: t('grant.users'), allowed: has(BUTTONS.setRoleUser), run: onUsers },
  ].filter((i) => i.allowed);
  if (items.length === 0) return null;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: items.map(({ key, label }) => ({ key, label })),
        onClick: ({ key }) => items.find((i) => i.key === key)?.run(row),
      }}
    >
      <Button type="link" size="small" icon={<SafetyOutlined />}>
        {t('grant.label')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}

/** The role table's columns; the action buttons show only to holders of their permission. */
export function useRoleColumns({
  onMenus,
  onScope,
  onUsers,
  onShowUsers,
  ...handlers
}: Handlers): ColumnsType<RoleRow> {
  const { t } = useTranslation([ROLE, 'common']);
  // Fixed columns would cover a phone's whole width; there the table just scrolls.
  const pin = useWidthAtLeast(NARROW_WIDTH);
  const actions = useActionsColumn<RoleRow>({
    permissions: { edit: BUTTONS.edit, delete: BUTTONS.delete },
    name: (row) => seededRoleName(row.name),
    ...handlers,
    deleteNote: (row) =>
      [row.userCnt > 0 ? t('deleteUsers', { count: row.userCnt }) : '', row.children?.length ? t('deleteChildren') : '']
        .filter(Boolean)
        .join(' ') || undefined,
    after: (row) => <GrantMenu row={row} onMenus={onMenus} onScope={onScope} onUsers={onUsers} />,
    // Edit, delete and the grant menu on one line.
    width: 270,
  });
  // 1040 px in all: the remark takes what is left.
  return [
    {
      title: t('name'),
      dataIndex: 'name',
      width: 220,
      fixed: pin ? 'left' : undefined,
      ellipsis: { showTitle: true },
      render: (name: string) => seededRoleName(name),
    },
    { title: t('order'), dataIndex: 'listOrder', width: 70, align: 'right' },
    {
      title: t('userCnt'),
      dataIndex: 'userCnt',
      width: 90,
      align: 'right',
      render: (count: number, row) => (
        <Button
          type="link"
          size="small"
          onClick={() => onShowUsers(row)}
          aria-label={t('usersOf', { name: seededRoleName(row.name), count })}
        >
          {count}
        </Button>
      ),
    },
    {
      title: t('common:status'),
      dataIndex: 'status',
      width: 90,
      render: (status: number) => <StatusTag status={status} />,
    },
    { title: t('common:remark'), dataIndex: 'remark', minWidth: 140, ellipsis: true },
    { title: t('common:createdAt'), dataIndex: 'createdAt', width: 170 },
    actions,
  ];
}
