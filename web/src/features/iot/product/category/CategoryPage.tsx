import { PERMISSIONS } from '@iot/contract/permissions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '@/components/list-page/ListPage';
import { useListPage } from '@/components/list-page/useListPage';
import { feedback } from '@/lib/feedback';
import { categoryApi, categoryListQuery, invalidateProducts } from '../api';
import { PRODUCT } from '../texts';
import { CategoryDialog, type CategoryTarget } from './CategoryDialog';
import { toRows, type CategoryRow } from './tree';
import { useCategoryColumns } from './useCategoryColumns';

interface Filters {
  name?: string;
}

/** Product categories: the tree, searchable by name (the server then answers the matches flat). */
export function CategoryPage() {
  const { t } = useTranslation([PRODUCT, 'common']);
  const queryClient = useQueryClient();
  const view = useListPage<Filters, CategoryTarget>();
  const name = view.filters.name?.trim() || undefined;

  const list = useQuery({ ...categoryListQuery(name), placeholderData: keepPreviousData });
  const rows = useMemo(() => toRows(list.data?.category ?? null), [list.data]);

  const afterChange = () => void invalidateProducts(queryClient);
  const remove = useMutation({
    mutationFn: (row: CategoryRow) => categoryApi.delete(row.id),
    onSuccess: () => {
      feedback.message.success(t('common:deleted'));
      afterChange();
    },
  });
  const columns = useCategoryColumns({
    onAddChild: (row) => view.openDialog({ parentId: row.id }),
    onEdit: (row) => view.openDialog({ category: row }),
    // The server's refusal (categories or products below it) is shown by the request layer.
    onDelete: (row) => remove.mutateAsync(row).catch(() => undefined),
  });

  return (
    <ListPage<Filters, CategoryRow>
      search={{
        ...view.searchProps,
        name: 'categorySearch',
        fields: [{ name: 'name', label: t('category.name') }],
        cols: { field: { xs: 24, sm: 12, md: 8, lg: 6 }, buttons: { xs: 24, sm: 12, md: 8, lg: 6 } },
      }}
      toolbar={{
        add: { permission: PERMISSIONS.product.categoryAdd, onClick: () => view.openDialog({}) },
      }}
      rowKey="id"
      columns={columns}
      rows={rows}
      loading={list.isFetching}
      tree
    >
      {view.dialogProps && <CategoryDialog {...view.dialogProps} onSaved={afterChange} />}
    </ListPage>
  );
}
