import { Form } from 'antd';
import { useState, type Key } from 'react';
import { PAGINATION_DEFAULTS } from '@/components/pagination/Pagination';
import { searchRequest } from './searchRequest';
import type { PageState } from './TableCard';

/** Which page of a list shows: the first, at the default size (or the list's own), until the user pages. */
export const usePageState = (pageSize: number = PAGINATION_DEFAULTS.limit) =>
  useState<PageState>({ pageNum: PAGINATION_DEFAULTS.page, pageSize });

/**
 * The state every list page keeps: the search form and the filters it applied, the page, the
 * selected rows and the add/edit dialog (kept mounted while it animates closed); and the list's
 * request, built from the applied search (searchRequest: text trimmed, date ranges as days, empty
 * fields left out), so a page adds only what its form does not hold (a fixed filter, a tree's pick).
 */
export function useListPage<F extends object, R>({ pageSize }: { pageSize?: number } = {}) {
  const [searchForm] = Form.useForm<F>();
  const [filters, setFilters] = useState<F>({} as F);
  const [page, setPage] = usePageState(pageSize);
  const [selected, setSelected] = useState<Key[]>([]);
  const [dialog, setDialog] = useState<{ row?: R; open: boolean } | null>(null);

  /** Applies the search form's values, from the first page. */
  const search = (values: F) => {
    setFilters(values);
    setPage((p) => ({ ...p, pageNum: 1 }));
  };

  /** The search form's reset button: empty fields, everything listed. */
  const reset = () => {
    searchForm.resetFields();
    search({} as F);
  };

  const params = searchRequest(filters);

  return {
    searchForm,
    filters,
    /** The applied search as the list's filters: what a list without pages (a tree) sends. */
    params,
    /** The applied search and the page: what a paged list sends. */
    request: { ...params, pageNum: page.pageNum, pageSize: page.pageSize },
    page,
    setPage,
    selected,
    setSelected,
    search,
    reset,
    /** ListPage's `search`, but for what the page adds (the form's name, fields and columns). */
    searchProps: { form: searchForm, onSearch: search, onReset: reset },
    /** ListPage's row selection and pagination, for a list of `total` rows. */
    tableProps: (total: number) => ({
      selection: { selected, onSelect: setSelected },
      pagination: { total, page, onPage: setPage },
    }),
    /** Call while rendering: after deleting the last rows of the last page, shows the page before it. */
    settlePage(list: { isSuccess: boolean; isPlaceholderData: boolean }, rowCount: number, total: number) {
      if (list.isSuccess && !list.isPlaceholderData && rowCount === 0 && page.pageNum > 1 && total > 0)
        setPage({ ...page, pageNum: Math.ceil(total / page.pageSize) });
    },
    /** Drops deleted rows from the selection. */
    unselect: (keys: Key[]) => setSelected((current) => current.filter((k) => !keys.includes(k))),
    /** Opens the dialog: empty to add, with `row` to edit it. */
    openDialog: (row?: R) => setDialog({ row, open: true }),
    /** Props for the page's dialog while it is mounted. */
    dialogProps: dialog && {
      row: dialog.row,
      open: dialog.open,
      onClose: () => setDialog((d) => d && { ...d, open: false }),
      afterClose: () => setDialog(null),
    },
  };
}
