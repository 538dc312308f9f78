import type { SysLoginLog } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import { ClearOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Popconfirm, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/auth';
import { ListPage } from '@/components/list-page/ListPage';
import { useListPage } from '@/components/list-page/useListPage';
import { feedback } from '@/lib/feedback';
import { invalidateLoginLogs, loginLogApi, loginLogPageQuery } from './api';
import { LOGIN_LOG } from './texts';
import { loginLogText } from './wireTexts';

interface Filters {
  ipaddr?: string;
  loginLocation?: string;
  userName?: string;
  status?: 0 | 1;
  dateRange?: [Dayjs | null, Dayjs | null] | null;
}

/** The login log: filters, a paged list (status in colour), delete selected and clear all. */
export function LoginLogPage() {
  const { t } = useTranslation([LOGIN_LOG, 'common']);
  const queryClient = useQueryClient();
  const view = useListPage<Filters, SysLoginLog>();
  const { selected } = view;

  const list = useQuery({
    ...loginLogPageQuery(view.request),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.list ?? [];
  const total = list.data?.total ?? 0;
  view.settlePage(list, rows.length, total);

  const remove = useMutation({
    mutationFn: (ids: number[]) => loginLogApi.delete(ids),
    onSuccess: (_, ids) => {
      feedback.message.success(t('common:deleted'));
      view.unselect(ids);
      void invalidateLoginLogs(queryClient);
    },
  });
  const clear = useMutation({
    mutationFn: () => loginLogApi.clear(),
    onSuccess: () => {
      feedback.message.success(t('cleared'));
      view.unselect(rows.map((r) => r.infoId));
      void invalidateLoginLogs(queryClient);
    },
  });

  const statusOptions = [
    { value: 1, label: t('success') },
    { value: 0, label: t('failure') },
  ];
  // Who, when and whether first: they fit 1366 px beside the menu; the details follow and scroll.
  const columns: ColumnsType<SysLoginLog> = [
    { title: t('field.infoId'), dataIndex: 'infoId', width: 70 },
    { title: t('field.loginName'), dataIndex: 'loginName', width: 110, ellipsis: true },
    { title: t('field.loginTime'), dataIndex: 'loginTime', width: 165 },
    {
      title: t('field.status'),
      dataIndex: 'status',
      width: 90,
      render: (status: number) =>
        status === 1 ? <Tag color="success">{t('success')}</Tag> : <Tag color="error">{t('failure')}</Tag>,
    },
    {
      title: t('field.module'),
      dataIndex: 'module',
      width: 100,
      ellipsis: true,
      render: (module: string) => loginLogText(module),
    },
    { title: t('field.ipaddr'), dataIndex: 'ipaddr', width: 120, ellipsis: true },
    {
      title: t('field.loginLocation'),
      dataIndex: 'loginLocation',
      width: 100,
      ellipsis: true,
      render: (location: string) => loginLogText(location),
    },
    {
      title: t('field.msg'),
      dataIndex: 'msg',
      minWidth: 140,
      ellipsis: true,
      render: (msg: string) => loginLogText(msg),
    },
    { title: t('field.browser'), dataIndex: 'browser', width: 130, ellipsis: true },
    { title: t('field.os'), dataIndex: 'os', width: 90, ellipsis: true },
  ];
  const selectedIds = rows.filter((r) => selected.includes(r.infoId)).map((r) => r.infoId);

  return (
    <ListPage<Filters, SysLoginLog>
      search={{
        ...view.searchProps,
        name: 'loginLogSearch',
        fields: [
          { name: 'ipaddr', label: t('field.ipaddr') },
          { name: 'loginLocation', label: t('field.loginLocation') },
          { name: 'userName', label: t('field.loginName') },
          { name: 'status', label: t('field.status'), options: statusOptions },
          {
            name: 'dateRange',
            label: t('field.dateRange'),
            control: <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />,
            col: { xs: 24, sm: 12, lg: 8 },
          },
        ],
        cols: { field: { xs: 24, sm: 12, lg: 4 }, buttons: { xs: 24, sm: 12, lg: 4 } },
      }}
      toolbar={{
        batchDelete: {
          permission: PERMISSIONS.loginLog.delete,
          label: t('batchDelete'),
          confirm: t('batchDeleteConfirm', { count: selectedIds.length }),
          onConfirm: () => remove.mutateAsync(selectedIds),
        },
        extra: (
          <Auth value={PERMISSIONS.loginLog.clear}>
            <Popconfirm
              title={t('clearConfirm')}
              okText={t('common:ok')}
              cancelText={t('common:cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => clear.mutateAsync().catch(() => undefined)}
            >
              <Button danger icon={<ClearOutlined />} loading={clear.isPending} disabled={total === 0}>
                {t('clear')}
              </Button>
            </Popconfirm>
          </Auth>
        ),
      }}
      rowKey="infoId"
      columns={columns}
      rows={rows}
      loading={list.isFetching}
      {...view.tableProps(total)}
    />
  );
}
