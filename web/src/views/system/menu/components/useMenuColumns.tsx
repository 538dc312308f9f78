import { PlusOutlined } from '@ant-design/icons';
import { Button, Grid, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { RowActions } from '@/components/list-page/RowActions';
import { Auth } from '@/components/auth';
import { MenuIcon } from '@/components/icon/MenuIcon';
import type { MenuRow } from './tree';

export const MENU_PERMS = {
  add: 'api/v1/system/menu/add',
  update: 'api/v1/system/menu/update',
  delete: 'api/v1/system/menu/delete',
} as const;

const typeTag = {
  0: { key: 'type.dir', color: 'processing' },
  1: { key: 'type.menu', color: 'success' },
  2: { key: 'type.button', color: 'warning' },
} as const;

interface Handlers {
  onAddChild: (row: MenuRow) => void;
  onEdit: (row: MenuRow) => void;
  /** Settles when the call is done (the Popconfirm shows its progress meanwhile). */
  onDelete: (row: MenuRow) => Promise<unknown>;
}

/** The menu table's columns; the action buttons show only to holders of their permission. */
export function useMenuColumns({ onAddChild, onEdit, onDelete }: Handlers): ColumnsType<MenuRow> {
  const { t } = useTranslation(['menu', 'common']);
  // Fixed columns would cover a phone's whole width; there the table just scrolls.
  const pin = Grid.useBreakpoint().md === true;
  const flag = (v: number) => (v === 1 ? <Tag color="warning">{t('common:yes')}</Tag> : <Tag>{t('common:no')}</Tag>);
  return [
    {
      title: t('col.title'),
      dataIndex: 'title',
      width: 220,
      fixed: pin ? 'left' : undefined,
      render: (title: string, row) => (
        <Space size={6}>
          <MenuIcon name={row.icon} />
          <span>{title}</span>
        </Space>
      ),
    },
    { title: t('col.path'), dataIndex: 'path', width: 200, ellipsis: true },
    { title: t('col.component'), dataIndex: 'component', width: 200, ellipsis: true },
    {
      title: t('col.name'),
      dataIndex: 'name',
      width: 240,
      render: (name: string) => (
        <Typography.Text code ellipsis={{ tooltip: name }} style={{ maxWidth: 220 }}>
          {name}
        </Typography.Text>
      ),
    },
    {
      title: t('col.type'),
      dataIndex: 'menuType',
      width: 90,
      render: (type: 0 | 1 | 2) => {
        const tag = typeTag[type] ?? typeTag[1];
        return <Tag color={tag.color}>{t(tag.key)}</Tag>;
      },
    },
    { title: t('col.sort'), dataIndex: 'weigh', width: 80, align: 'right' },
    { title: t('col.hidden'), dataIndex: 'isHide', width: 80, render: flag },
    { title: t('col.keepAlive'), dataIndex: 'isCached', width: 80, render: flag },
    {
      title: t('common:actions'),
      key: 'actions',
      width: 280,
      fixed: pin ? 'right' : undefined,
      render: (_, row) => (
        <RowActions
          permissions={{ edit: MENU_PERMS.update, delete: MENU_PERMS.delete }}
          name={row.title}
          onEdit={() => onEdit(row)}
          onDelete={() => onDelete(row)}
          deleteNote={row.children?.length ? t('deleteChildren') : undefined}
          before={
            row.menuType !== 2 && (
              <Auth value={MENU_PERMS.add}>
                <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => onAddChild(row)}>
                  {t('addChild')}
                </Button>
              </Auth>
            )
          }
        />
      ),
    },
  ];
}
