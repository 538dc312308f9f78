import type { NoticeRow } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useActionsColumn } from '@/components/list-page/RowActions';
import { ListPage } from '@/components/list-page/ListPage';
import { useListPage } from '@/components/list-page/useListPage';
import { feedback } from '@/lib/feedback';
import { seededNickname } from '@/i18n/seeded';
import { invalidateNotices, noticeApi, noticePageQuery } from './api';
import { NoticeDialog } from './components/NoticeDialog';
import { NoticeTag, useNoticeStatusOptions, useNoticeTags, useTypeOptions } from './components/tags';
import { NOTICE } from './texts';

// GFast's buttons: 发通知 (noticeAdd) adds where GFast has that button; the add API itself stays
// guarded by sysNotice/add on the server.
const BUTTONS = {
  add: PERMISSIONS.notice.noticeAdd,
  edit: PERMISSIONS.notice.edit,
  delete: PERMISSIONS.notice.delete,
};

interface Filters {
  title?: string;
  type?: number;
  tag?: number;
  status?: number;
}

/** Notice management: search, paged list, add / edit (rich text, receivers for letters), delete. */
export function NoticeListPage() {
  const { t } = useTranslation([NOTICE, 'common']);
  const queryClient = useQueryClient();
  const tags = useNoticeTags();
  const typeOptions = useTypeOptions();
  const statusOptions = useNoticeStatusOptions();
  const view = useListPage<Filters, NoticeRow>();
  const { selected } = view;

  const list = useQuery({ ...noticePageQuery(view.request), placeholderData: keepPreviousData });
  const rows = list.data?.list ?? [];
  const total = list.data?.total ?? 0;
  view.settlePage(list, rows.length, total);

  const afterChange = () => void invalidateNotices(queryClient);
  const remove = useMutation({
    mutationFn: (items: NoticeRow[]) => noticeApi.delete(items.map((r) => r.id)),
    onSuccess: (_, items) => {
      feedback.message.success(t('common:deleted'));
      view.unselect(items.map((r) => r.id));
      afterChange();
    },
  });
  const selectedRows = rows.filter((r) => selected.includes(r.id));

  const actions = useActionsColumn<NoticeRow>({
    permissions: BUTTONS,
    name: (row) => row.title,
    onEdit: view.openDialog,
    onDelete: (row) => remove.mutateAsync([row]).catch(() => undefined),
  });
  // The title takes the room left over (1086 px in all with the checkboxes).
  const columns: ColumnsType<NoticeRow> = [
    { title: t('field.id'), dataIndex: 'id', width: 64 },
    { title: t('field.title'), dataIndex: 'title', ellipsis: true, minWidth: 160 },
    {
      title: t('type.label'),
      dataIndex: 'type',
      width: 80,
      render: (type: number) => (
        <Tag color={type === 2 ? 'purple' : 'blue'}>{typeOptions.find((o) => o.value === type)?.label}</Tag>
      ),
    },
    {
      title: t('field.tag'),
      dataIndex: 'tag',
      width: 90,
      render: (tag: number) => <NoticeTag tag={tag} options={tags} />,
    },
    {
      title: t('common:status'),
      dataIndex: 'status',
      width: 90,
      render: (status: number) => (
        <Tag color={status === 1 ? 'success' : 'default'}>{statusOptions.find((o) => o.value === status)?.label}</Tag>
      ),
    },
    { title: t('field.sort'), dataIndex: 'sort', width: 60 },
    { title: t('field.clickNumber'), dataIndex: 'clickNumber', width: 70 },
    {
      title: t('field.createdBy'),
      key: 'createdUser',
      width: 100,
      ellipsis: true,
      render: (_, r) => seededNickname(r.createdUser?.userNickname ?? ''),
    },
    { title: t('common:createdAt'), dataIndex: 'createdAt', width: 170 },
    actions,
  ];

  return (
    <ListPage<Filters, NoticeRow>
      search={{
        ...view.searchProps,
        name: 'noticeSearch',
        fields: [
          { name: 'title', label: t('field.title'), col: { xs: 24, sm: 12, lg: 5 } },
          { name: 'type', label: t('type.label'), options: typeOptions },
          // The dictionary's values are text; the list filters by the number.
          {
            name: 'tag',
            label: t('field.tag'),
            options: tags.map((o) => ({ value: Number(o.value), label: o.label })),
          },
          { name: 'status', label: t('common:status'), options: statusOptions },
        ],
        cols: { field: { xs: 24, sm: 12, lg: 4 }, buttons: { xs: 24, sm: 24, lg: 7 } },
      }}
      toolbar={{
        add: { permission: BUTTONS.add, onClick: () => view.openDialog() },
        batchDelete: {
          permission: BUTTONS.delete,
          label: t('batchDelete'),
          confirm: t('batchDeleteConfirm', { count: selectedRows.length }),
          onConfirm: () => remove.mutateAsync(selectedRows),
        },
      }}
      rowKey="id"
      columns={columns}
      rows={rows}
      loading={list.isFetching}
      {...view.tableProps(total)}
    >
      {view.dialogProps && <NoticeDialog {...view.dialogProps} onSaved={afterChange} />}
    </ListPage>
  );
}
