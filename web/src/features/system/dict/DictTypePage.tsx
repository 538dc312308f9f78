import type { DictTypeListItem } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListPage } from '@/components/list-page/ListPage';
import { useListPage } from '@/components/list-page/useListPage';
import { feedback } from '@/lib/feedback';
import { dictTypeApi, dictTypeListQuery, invalidateDictTypes } from './api';
import { statusFilter, useStatusChoices } from './components/status';
import { TypeDialog } from './components/TypeDialog';
import { useTypeColumns } from './components/useTypeColumns';
import { DICT } from './texts';

interface Filters {
  dictName?: string;
  dictType?: string;
  status?: string;
}

/** GFast's list takes every filter, '' for any. */
const ANY = { dictName: '', dictType: '' };

/** Dictionary types: search, paged list, add / edit / delete (also in batches); a type opens its items. */
export function DictTypePage() {
  const { t } = useTranslation([DICT, 'common']);
  const queryClient = useQueryClient();
  const statusChoices = useStatusChoices();
  const view = useListPage<Filters, DictTypeListItem>();
  const { selected } = view;

  const list = useQuery({
    ...dictTypeListQuery({ ...ANY, ...view.request, status: statusFilter(view.params.status) }),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.dictTypeList ?? [];
  const total = list.data?.total ?? 0;
  view.settlePage(list, rows.length, total);

  const afterChange = (types: string[]) => invalidateDictTypes(queryClient, types);
  const remove = useMutation({
    mutationFn: (items: DictTypeListItem[]) => dictTypeApi.delete(items.map((r) => r.dictId)),
    onSuccess: (_, items) => {
      feedback.message.success(t('common:deleted'));
      view.unselect(items.map((r) => r.dictId));
      afterChange(items.map((r) => r.dictType));
    },
  });
  const columns = useTypeColumns({
    onEdit: view.openDialog,
    onDelete: (row) => remove.mutateAsync([row]).catch(() => undefined),
  });
  const selectedRows = rows.filter((r) => selected.includes(r.dictId));

  return (
    <ListPage<Filters, DictTypeListItem>
      search={{
        ...view.searchProps,
        name: 'dictTypeSearch',
        fields: [
          { name: 'dictName', label: t('type.dictName') },
          { name: 'dictType', label: t('type.dictType') },
          { name: 'status', label: t('common:status'), options: statusChoices },
        ],
        cols: { field: { xs: 24, sm: 12, lg: 6 }, buttons: { xs: 24, sm: 12, lg: 6 } },
      }}
      toolbar={{
        add: { permission: PERMISSIONS.dictType.add, onClick: () => view.openDialog() },
        batchDelete: {
          permission: PERMISSIONS.dictType.delete,
          label: t('batchDelete'),
          confirm: t('batchDeleteConfirm', { count: selectedRows.length }),
          onConfirm: () => remove.mutateAsync(selectedRows),
        },
      }}
      rowKey="dictId"
      columns={columns}
      rows={rows}
      loading={list.isFetching}
      {...view.tableProps(total)}
    >
      {view.dialogProps && <TypeDialog {...view.dialogProps} onSaved={afterChange} />}
    </ListPage>
  );
}
