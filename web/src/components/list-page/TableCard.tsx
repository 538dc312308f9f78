import { NodeCollapseOutlined, NodeExpandOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Grid, Space, Table, type TableProps } from 'antd';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/auth';
import { Pagination } from '@/components/pagination/Pagination';
import { BatchDeleteButton } from './BatchDeleteButton';
import { selectAllTitle } from './selectAllTitle';
import { minTableWidth, SELECTION_COLUMN_WIDTH } from './tableWidth';

/** Which page of a list shows, and how many rows a page has. */
export interface PageState {
  pageNum: number;
  pageSize: number;
}

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

export interface TableCardProps<T> {
  rowKey: keyof T & string;
  columns: TableProps<T>['columns'];
  rows: T[];
  loading: boolean;
  toolbar: ListToolbar;
  /** Row checkboxes (what batch delete deletes); absent: none. */
  selection?: { selected: Key[]; onSelect: (keys: Key[]) => void };
  /** The pager under the table; absent: every row shows (a tree). */
  pagination?: { total: number; page: PageState; onPage: (page: PageState) => void };
  expandable?: TableProps<T>['expandable'];
}

/** A list's card: the toolbar, the table and, for a paged list, the pagination. */
export function TableCard<T extends object>(p: TableCardProps<T>) {
  const { t } = useTranslation();
  const { add, batchDelete, tree, extra } = p.toolbar;
  const screens = Grid.useBreakpoint();
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
              count={p.selection?.selected.length ?? 0}
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
      <Table<T>
        rowKey={p.rowKey}
        size="middle"
        columns={p.columns}
        dataSource={p.rows}
        loading={p.loading}
        // Sideways scrolling only where the columns no longer fit (a phone, a narrow window).
        scroll={{ x: minTableWidth(p.columns, p.selection ? SELECTION_COLUMN_WIDTH : 0, screens) }}
        rowSelection={
          p.selection && {
            selectedRowKeys: p.selection.selected,
            onChange: p.selection.onSelect,
            columnTitle: selectAllTitle,
          }
        }
        expandable={p.expandable}
        pagination={false}
      />
      {p.pagination && (
        <Pagination
          total={p.pagination.total}
          page={p.pagination.page.pageNum}
          limit={p.pagination.page.pageSize}
          onChange={({ page: pageNum, limit }) => p.pagination?.onPage({ pageNum, pageSize: limit })}
          style={{ marginTop: 16, justifyContent: 'flex-end' }}
        />
      )}
    </Card>
  );
}
