import { PlusOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@iot/contract/permissions';
import { Button, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useActionsColumn, type RowHandlers } from '@/components/list-page/RowActions';
import { Auth } from '@/components/auth';
import { MenuIcon } from '@/components/icon/MenuIcon';
import { NARROW_WIDTH, useWidthAtLeast } from '@/lib/viewport';
import { useSeeded } from '@/i18n/seeded';
import { MENU } from '../texts';
import type { MenuRow } from './tree';

const BUTTONS = PERMISSIONS.menu;

const typeTag = {
  0: { key: 'type.dir', color: 'processing' },
  1: { key: 'type.menu', color: 'success' },
  2: { key: 'type.button', color: 'warning' },
} as const;

interface Handlers extends RowHandlers<MenuRow> {
  onAddChild: (row: MenuRow) => void;
}

/** The menu table's columns; the action buttons show only to holders of their permission. */
export function useMenuColumns({ onAddChild, ...handlers }: Handlers): ColumnsType<MenuRow> {
  const { t } = useTranslation([MENU, 'common']);
  // Seeded titles in the user's language; titles an administrator typed stay as typed.
  const { ruleTitle } = useSeeded();
  // Fixed columns would cover a phone's whole width; there the table just scrolls.
  const pin = useWidthAtLeast(NARROW_WIDTH);
  const actions = useActionsColumn<MenuRow>({
    permissions: { edit: BUTTONS.update, delete: BUTTONS.delete },
    name: (row) => ruleTitle(row.name, row.title),
    ...handlers,
    deleteNote: (row) => (row.children?.length ? t('deleteChildren') : undefined),
    before: (row) =>
      row.menuType !== 2 && (
        <Auth value={BUTTONS.add}>
          <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => onAddChild(row)}>
            {t('addChild')}
          </Button>
        </Auth>
      ),
    // Add child, edit and delete on one line.
    width: 260,
  });
  const flag = (v: number) => (v === 1 ? <Tag color="warning">{t('common:yes')}</Tag> : <Tag>{t('common:no')}</Tag>);
  // Widths add up to 1138 px (minTableWidth): the whole table fits beside the menu on a 1440 px
  // screen; path, component and permission take the room left over and end in an ellipsis.
  return [
    {
      title: t('col.title'),
      dataIndex: 'title',
      width: 200,
      fixed: pin ? 'left' : undefined,
      ellipsis: { showTitle: false },
      render: (title: string, row) => {
        const shown = ruleTitle(row.name, title);
        return (
          <span title={shown}>
            {row.icon && (
              <span style={{ marginInlineEnd: 6 }}>
                <MenuIcon name={row.icon} />
              </span>
            )}
            {shown}
          </span>
        );
      },
    },
    { title: t('col.path'), dataIndex: 'path', minWidth: 120, ellipsis: true },
    { title: t('col.component'), dataIndex: 'component', minWidth: 130, ellipsis: true },
    {
      title: t('col.name'),
      dataIndex: 'name',
      minWidth: 140,
      render: (name: string) => (
        <Typography.Text code ellipsis={{ tooltip: name }} style={{ maxWidth: '100%' }}>
          {name}
        </Typography.Text>
      ),
    },
    {
      title: t('col.type'),
      dataIndex: 'menuType',
      width: 84,
      render: (type: 0 | 1 | 2) => {
        const tag = typeTag[type] ?? typeTag[1];
        return <Tag color={tag.color}>{t(tag.key)}</Tag>;
      },
    },
    { title: t('col.sort'), dataIndex: 'weigh', width: 60, align: 'right' },
    { title: t('col.hidden'), dataIndex: 'isHide', width: 72, render: flag },
    { title: t('col.keepAlive'), dataIndex: 'isCached', width: 72, render: flag },
    actions,
  ];
}
