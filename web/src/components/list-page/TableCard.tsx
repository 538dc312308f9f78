import { NodeCollapseOutlined, NodeExpandOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/auth';
import { BatchDeleteButton } from './BatchDeleteButton';
import { PagedTable, type PagedTableProps } from './PagedTable';

export type { PageState } from './PagedTable';

/** The buttons above a list's table. */
export interface ListToolbar {
  /** The add button, shown to holders of `permission`. */
  add?: { permission: string; onClick: () => void };
  /** Deletes the selected rows after `confirm`, shown to holders of `permission` (texts in the page's namespace). */
  batchDelete?: { permission: string; label: string; confirm: string; onConfirm: () => Promise<unknown> };
  /** A tree table's expand-all and collapse-all buttons. */
  tree?: { onExpandAll: () => void; onCollapseAll: () => void };
  /** More buttons after those. */
  extra?: ReactNode;
}

export interface TableCardProps<T> extends PagedTableProps<T> {
  toolbar: ListToolbar;
}

/** A list's card: the toolbar, the table and, for a paged list, the pagination. */
export function TableCard<T extends object>({ toolbar, ...table }: TableCardProps<T>) {
  const { t } = useTranslation();
  const { add, batchDelete, tree, extra } = toolbar;
  return (
    <Card size="small">
      <Space wrap style={{ marginBottom: 12 }}>
        {add && (
          <Auth value={add.permission}>
            <Button type="primary" icon={<PlusOutlined />} onClick={add.onClick}>
              {t('add')}
            </Button>
          </Auth>
        )}
        {batchDelete && (
          <Auth value={batchDelete.permission}>
            <BatchDeleteButton
              count={table.selection?.selected.length ?? 0}
              confirm={batchDelete.confirm}
              label={batchDelete.label}
              onConfirm={batchDelete.onConfirm}
            />
          </Auth>
        )}
        {tree && (
          <>
            <Button icon={<NodeExpandOutlined />} onClick={tree.onExpandAll}>
              {t('expandAll')}
            </Button>
            <Button icon={<NodeCollapseOutlined />} onClick={tree.onCollapseAll}>
              {t('collapseAll')}
            </Button>
          </>
        )}
        {extra}
      </Space>
      <PagedTable<T> {...table} />
    </Card>
  );
}
