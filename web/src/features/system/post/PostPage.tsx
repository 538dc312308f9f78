import type { SysPost } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListPage } from '@/components/list-page/ListPage';
import { useListPage } from '@/components/list-page/useListPage';
import { feedback } from '@/lib/feedback';
import { invalidatePosts, postApi, postPageQuery } from './api';
import { PostDialog } from './components/PostDialog';
import { useStatusChoices } from '@/components/status';
import { usePostColumns } from './components/usePostColumns';
import { POST } from './texts';

interface Filters {
  postName?: string;
  postCode?: string;
  status?: 0 | 1;
}

/** Post management: search, paged list, add / edit / delete (also in batches). */
export function PostPage() {
  const { t } = useTranslation([POST, 'common']);
  const queryClient = useQueryClient();
  const statusChoices = useStatusChoices();
  const view = useListPage<Filters, SysPost>();
  const { selected } = view;

  const list = useQuery({
    ...postPageQuery(view.request),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.postList ?? [];
  const total = list.data?.total ?? 0;
  view.settlePage(list, rows.length, total);

  const afterChange = () => void invalidatePosts(queryClient);
  const remove = useMutation({
    mutationFn: (items: SysPost[]) => postApi.delete(items.map((r) => r.postId)),
    onSuccess: (_, items) => {
      feedback.message.success(t('common:deleted'));
      view.unselect(items.map((r) => r.postId));
      afterChange();
    },
  });
  const columns = usePostColumns({
    onEdit: view.openDialog,
    onDelete: (row) => remove.mutateAsync([row]).catch(() => undefined),
  });
  const selectedRows = rows.filter((r) => selected.includes(r.postId));

  return (
    <ListPage<Filters, SysPost>
      search={{
        ...view.searchProps,
        name: 'postSearch',
        fields: [
          { name: 'postName', label: t('field.postName') },
          { name: 'postCode', label: t('field.postCode') },
          { name: 'status', label: t('common:status'), options: statusChoices },
        ],
        cols: { field: { xs: 24, sm: 12, lg: 6 }, buttons: { xs: 24, sm: 12, lg: 6 } },
      }}
      toolbar={{
        add: { permission: PERMISSIONS.post.add, onClick: () => view.openDialog() },
        batchDelete: {
          permission: PERMISSIONS.post.delete,
          label: t('batchDelete'),
          confirm: `${t('batchDeleteConfirm', { count: selectedRows.length })} ${t('deleteNote')}`,
          onConfirm: () => remove.mutateAsync(selectedRows),
        },
      }}
      rowKey="postId"
      columns={columns}
      rows={rows}
      loading={list.isFetching}
      {...view.tableProps(total)}
    >
      {view.dialogProps && <PostDialog {...view.dialogProps} onSaved={afterChange} />}
    </ListPage>
  );
}
