import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Col, Flex, Form, Input, Row, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useActionsColumn } from '@/components/list-page/RowActions';
import { ListTable } from '@/components/list-page/ListTable';
import { NOTICE_KEY, noticeApi, noticeKeys, type NoticeListParams, type NoticeRow } from '@/api/notice';
import { SearchButtons } from '@/components/list-page/SearchButtons';
import { useListPage } from '@/components/list-page/useListPage';
import { feedback } from '@/lib/feedback';
import { NoticeDialog } from '../components/NoticeDialog';
import { NoticeTag, useNoticeStatusOptions, useNoticeTags, useTypeOptions } from '../components/tags';

export const NOTICE_PERMS = {
  add: 'api/v1/system/sysNotice/add',
  edit: 'api/v1/system/sysNotice/edit',
  delete: 'api/v1/system/sysNotice/delete',
} as const;

interface Filters {
  title?: string;
  type?: number;
  tag?: string;
  status?: number;
}

const toParams = (f: Filters, pageNum: number, pageSize: number): NoticeListParams => {
  const params: NoticeListParams = { pageNum, pageSize };
  const title = f.title?.trim();
  if (title) params.title = title;
  if (f.type !== undefined) params.type = f.type;
  if (f.tag !== undefined && f.tag !== '') params.tag = Number(f.tag);
  if (f.status !== undefined) params.status = f.status;
  return params;
};

/** Notice management: search, paged list, add / edit (rich text, receivers for letters), delete. */
export default function NoticeListPage() {
  const { t } = useTranslation(['notice', 'common']);
  const queryClient = useQueryClient();
  const tags = useNoticeTags();
  const typeOptions = useTypeOptions();
  const statusOptions = useNoticeStatusOptions();
  const view = useListPage<Filters, NoticeRow>();
  const { filters, page, selected } = view;

  const params = toParams(filters, page.pageNum, page.pageSize);
  const list = useQuery({
    queryKey: noticeKeys.list(params),
    queryFn: () => noticeApi.list(params),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.list ?? [];
  const total = list.data?.total ?? 0;
  view.settlePage(list, rows.length, total);

  const afterChange = () => void queryClient.invalidateQueries({ queryKey: NOTICE_KEY });
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
    permissions: NOTICE_PERMS,
    name: (row) => row.title,
    onEdit: view.openDialog,
    onDelete: (row) => remove.mutateAsync([row]).catch(() => undefined),
  });
  const columns: ColumnsType<NoticeRow> = [
    { title: t('field.id'), dataIndex: 'id', width: 80 },
    { title: t('field.title'), dataIndex: 'title', ellipsis: true, width: 220 },
    {
      title: t('type.label'),
      dataIndex: 'type',
      width: 90,
      render: (type: number) => (
        <Tag color={type === 2 ? 'purple' : 'blue'}>{typeOptions.find((o) => o.value === type)?.label}</Tag>
      ),
    },
    {
      title: t('field.tag'),
      dataIndex: 'tag',
      width: 100,
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
    { title: t('field.sort'), dataIndex: 'sort', width: 70 },
    { title: t('field.clickNumber'), dataIndex: 'clickNumber', width: 80 },
    {
      title: t('field.createdBy'),
      key: 'createdUser',
      width: 120,
      render: (_, r) => r.createdUser?.userNickname ?? '',
    },
    { title: t('common:createdAt'), dataIndex: 'createdAt', width: 180 },
    actions,
  ];

  return (
    <Flex vertical gap={16}>
      <Card size="small" styles={{ body: { paddingBottom: 0 } }}>
        <Form form={view.searchForm} name="noticeSearch" layout="vertical" onFinish={view.search}>
          <Row gutter={16} align="bottom">
            <Col xs={24} sm={12} lg={5}>
              <Form.Item name="title" label={t('field.title')}>
                <Input allowClear placeholder={t('field.title')} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12} lg={4}>
              <Form.Item name="type" label={t('type.label')}>
                <Select
                  allowClear
                  placeholder={t('common:pleaseSelect', { field: t('type.label') })}
                  options={typeOptions}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12} lg={4}>
              <Form.Item name="tag" label={t('field.tag')}>
                <Select
                  allowClear
                  placeholder={t('common:pleaseSelect', { field: t('field.tag') })}
                  options={tags.map((o) => ({ value: o.value, label: o.label }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12} lg={4}>
              <Form.Item name="status" label={t('common:status')}>
                <Select
                  allowClear
                  placeholder={t('common:pleaseSelect', { field: t('common:status') })}
                  options={statusOptions}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={24} lg={7}>
              <SearchButtons onReset={view.reset} />
            </Col>
          </Row>
        </Form>
      </Card>
      <ListTable<NoticeRow>
        rowKey="id"
        columns={columns}
        rows={rows}
        loading={list.isFetching}
        scrollX={1300}
        selected={selected}
        onSelect={view.setSelected}
        total={total}
        page={page}
        onPage={view.setPage}
        permissions={NOTICE_PERMS}
        onAdd={() => view.openDialog()}
        onDelete={() => remove.mutateAsync(selectedRows)}
        deleteLabel={t('batchDelete')}
        deleteConfirm={t('batchDeleteConfirm', { count: selectedRows.length })}
      />
      {view.dialogProps && <NoticeDialog {...view.dialogProps} onSaved={afterChange} />}
    </Flex>
  );
}
