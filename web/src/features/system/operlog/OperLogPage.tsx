import { ClearOutlined, EyeOutlined } from '@ant-design/icons';
import type { OperLogRow } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Popconfirm } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/auth';
import { ListPage } from '@/components/list-page/ListPage';
import { useActionsColumn } from '@/components/list-page/RowActions';
import { useListPage } from '@/components/list-page/useListPage';
import { seededTitle } from '@/i18n/seeded';
import { feedback } from '@/lib/feedback';
import { invalidateOperLogs, operLogApi, operLogPageQuery } from './api';
import { OperLogDetail } from './components/OperLogDetail';
import { ResultTag } from './components/ResultTag';
import { OPER_LOG } from './texts';

interface Filters {
  title?: string;
  requestMethod?: string;
  operName?: string;
  status?: 0 | 1;
  dateRange?: [Dayjs | null, Dayjs | null] | null;
}

const METHODS = ['POST', 'PUT', 'DELETE'].map((m) => ({ value: m, label: m }));
const { operLog } = PERMISSIONS;

/** The operation log: every write through the API, searchable, with details, delete and clear. */
export function OperLogPage() {
  const { t } = useTranslation([OPER_LOG, 'common']);
  const queryClient = useQueryClient();
  const view = useListPage<Filters, OperLogRow>();
  const { selected } = view;
  const [detail, setDetail] = useState<number>();
  const list = useQuery({
    ...operLogPageQuery(view.request),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.list ?? [];
  const total = list.data?.total ?? 0;
  view.settlePage(list, rows.length, total);

  const afterChange = () => void invalidateOperLogs(queryClient);
  const remove = useMutation({
    mutationFn: (ids: number[]) => operLogApi.delete(ids),
    onSuccess: (_, ids) => {
      feedback.message.success(t('common:deleted'));
      view.unselect(ids);
      afterChange();
    },
  });
  const clear = useMutation({
    mutationFn: operLogApi.clear,
    onSuccess: () => {
      feedback.message.success(t('cleared'));
      view.setSelected([]);
      afterChange();
    },
  });

  const actions = useActionsColumn<OperLogRow>({
    permissions: { delete: operLog.delete },
    name: (row) => row.title,
    confirm: () => t('deleteOne'),
    onDelete: (row) => remove.mutateAsync([row.operId]).catch(() => undefined),
    before: (row) => (
      <Auth value={operLog.view}>
        <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setDetail(row.operId)}>
          {t('detail')}
        </Button>
      </Auth>
    ),
  });
  // What, when, who and how it ended first: they fit 1366 px beside the menu; the request's details follow.
  const columns: ColumnsType<OperLogRow> = [
    { title: t('field.operId'), dataIndex: 'operId', width: 80 },
    // The title of the rule the request needed, as it was then: a seeded rule's in the user's language.
    {
      title: t('field.title'),
      dataIndex: 'title',
      minWidth: 120,
      ellipsis: true,
      render: (s: string) => seededTitle(s),
    },
    { title: t('field.operTime'), dataIndex: 'operTime', width: 165 },
    { title: t('field.operName'), dataIndex: 'operName', width: 110, ellipsis: true },
    { title: t('field.status'), dataIndex: 'status', width: 90, render: (s: number) => <ResultTag status={s} /> },
    { title: t('field.requestMethod'), dataIndex: 'requestMethod', width: 90 },
    { title: t('field.operUrl'), dataIndex: 'operUrl', minWidth: 180, ellipsis: { showTitle: true } },
    { title: t('field.deptName'), dataIndex: 'deptName', width: 110, ellipsis: true },
    { title: t('field.operIp'), dataIndex: 'operIp', width: 120, ellipsis: true },
    { title: t('field.costTime'), dataIndex: 'costTime', width: 90, render: (ms: number) => t('ms', { ms }) },
    actions,
  ];

  return (
    <ListPage<Filters, OperLogRow>
      search={{
        ...view.searchProps,
        name: 'operLogSearch',
        fields: [
          { name: 'title', label: t('field.title') },
          { name: 'requestMethod', label: t('field.requestMethod'), options: METHODS },
          { name: 'operName', label: t('field.operName') },
          {
            name: 'status',
            label: t('field.status'),
            options: [
              { value: 1, label: t('success') },
              { value: 0, label: t('failure') },
            ],
          },
          {
            name: 'dateRange',
            label: t('field.operTime'),
            control: <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />,
          },
        ],
        cols: { field: { xs: 24, sm: 12, lg: 4 }, buttons: { xs: 24, sm: 12, lg: 4 } },
      }}
      toolbar={{
        batchDelete: {
          permission: operLog.delete,
          label: t('batchDelete'),
          confirm: t('batchDeleteConfirm', { count: selected.length }),
          onConfirm: () => remove.mutateAsync(selected.map(Number)),
        },
        extra: (
          <Auth value={operLog.clear}>
            <Popconfirm
              title={t('clearConfirm')}
              okButtonProps={{ danger: true }}
              onConfirm={() => clear.mutateAsync().catch(() => undefined)}
            >
              <Button danger icon={<ClearOutlined />}>
                {t('clear')}
              </Button>
            </Popconfirm>
          </Auth>
        ),
      }}
      rowKey="operId"
      columns={columns}
      rows={rows}
      loading={list.isFetching}
      {...view.tableProps(total)}
    >
      <OperLogDetail operId={detail} onClose={() => setDetail(undefined)} />
    </ListPage>
  );
}
