import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Space, Table, type TableProps } from 'antd';
import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/auth';
import { Pagination } from '@/components/pagination/Pagination';
import { BatchDeleteButton } from './BatchDeleteButton';

interface Props<T> {
  rowKey: keyof T & string;
  columns: TableProps<T>['columns'];
  rows: T[];
  loading: boolean;
  scrollX: number;
  selected: Key[];
  onSelect: (keys: Key[]) => void;
  total: number;
  page: { pageNum: number; pageSize: number };
  onPage: (page: { pageNum: number; pageSize: number }) => void;
  /** The add button (shown with `permissions.add`). */
  onAdd: () => void;
  /** Deletes the selected rows (shown with `permissions.delete`). */
  onDelete: () => Promise<unknown>;
  permissions: { add: string; delete: string };
  /** Texts of the batch-delete button and its confirmation (in the page's namespace). */
  deleteLabel: string;
  deleteConfirm: string;
}

/** A list page's card: add and batch-delete buttons, the selectable table, and the pagination. */
export function ListTable<T extends object>(p: Props<T>) {
  const { t } = useTranslation();
  return (
    <Card size="small">
      <Space wrap style={{ marginBottom: 12 }}>
        <Auth value={p.permissions.add}>
          <Button type="primary" icon={<PlusOutlined />} onClick={p.onAdd}>
            {t('add')}
          </Button>
        </Auth>
        <Auth value={p.permissions.delete}>
          <BatchDeleteButton
            count={p.selected.length}
            confirm={p.deleteConfirm}
            label={p.deleteLabel}
            onConfirm={p.onDelete}
          />
        </Auth>
      </Space>
      <Table<T>
        rowKey={p.rowKey}
        size="middle"
        columns={p.columns}
        dataSource={p.rows}
        loading={p.loading}
        scroll={{ x: p.scrollX }}
        rowSelection={{ selectedRowKeys: p.selected, onChange: p.onSelect }}
        pagination={false}
      />
      <Pagination
        total={p.total}
        page={p.page.pageNum}
        limit={p.page.pageSize}
        onChange={({ page: pageNum, limit }) => p.onPage({ pageNum, pageSize: limit })}
        style={{ marginTop: 16, justifyContent: 'flex-end' }}
      />
    </Card>
  );
}
