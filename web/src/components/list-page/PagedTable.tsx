import { Grid, Table, type TableProps } from 'antd';
import { useRef, type Key, type ReactNode } from 'react';
import { Pagination } from '@/components/pagination/Pagination';
import { selectAllTitle } from './selectAllTitle';
import { minTableWidth, SELECTION_COLUMN_WIDTH } from './tableWidth';
import { useScrollRegions } from './useScrollRegions';

/** Which page of a list shows, and how many rows a page has. */
export interface PageState {
  pageNum: number;
  pageSize: number;
}

export interface PagedTableProps<T> {
  rowKey: keyof T & string;
  columns: TableProps<T>['columns'];
  rows: T[];
  loading: boolean;
  /** Row checkboxes (what batch delete deletes); absent: none. */
  selection?: { selected: Key[]; onSelect: (keys: Key[]) => void };
  /** The pager under the table; absent: every row shows (a tree). */
  pagination?: { total: number; page: PageState; onPage: (page: PageState) => void };
  expandable?: TableProps<T>['expandable'];
  /** What an empty list shows instead of antd's "No data". */
  empty?: ReactNode;
  /**
   * Draws only the rows in view (antd's virtual table) inside a body of fixed height that scrolls:
   * for lists and trees of many rows.
   */
  virtual?: boolean;
}

/** The height of a virtual table's body: it needs one to know how many rows are in view. */
export const VIRTUAL_TABLE_HEIGHT = 560;

/**
 * A list's table and, for a paged list, the pagination under it: scrolling sideways only where
 * the columns no longer fit (a phone, a narrow window), checkboxes with a "select all" title.
 */
export function PagedTable<T extends object>(p: PagedTableProps<T>) {
  const screens = Grid.useBreakpoint();
  const ref = useRef<HTMLDivElement>(null);
  useScrollRegions(ref);
  return (
    <div ref={ref}>
      <Table<T>
        rowKey={p.rowKey}
        size="middle"
        columns={p.columns}
        dataSource={p.rows}
        loading={p.loading}
        scroll={{
          x: minTableWidth(p.columns, p.selection ? SELECTION_COLUMN_WIDTH : 0, screens),
          y: p.virtual ? VIRTUAL_TABLE_HEIGHT : undefined,
        }}
        virtual={p.virtual}
        rowSelection={
          p.selection && {
            selectedRowKeys: p.selection.selected,
            onChange: p.selection.onSelect,
            columnTitle: selectAllTitle,
          }
        }
        expandable={p.expandable}
        locale={p.empty === undefined ? undefined : { emptyText: p.empty }}
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
    </div>
  );
}
