import type { OnlineUser } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import { LogoutOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/auth';
import { RowConfirmButton } from '@/components/list-page/RowConfirmButton';
import { BatchDeleteButton } from '@/components/list-page/BatchDeleteButton';
import { ListPage } from '@/components/list-page/ListPage';
import { useListPage } from '@/components/list-page/useListPage';
import { feedback } from '@/lib/feedback';
import { invalidateOnline, onlineApi, onlinePageQuery } from './api';
import { ONLINE } from './texts';

interface Filters {
  ipaddr?: string;
  userName?: string;
}

/**
 * Online users: every live session with where it came from and whether it holds a live channel;
 * force logout (one or the selected) after a confirmation. The caller's own session is tagged and
 * cannot be selected or forced out (logout is for that).
 */
export function OnlinePage() {
  const { t } = useTranslation([ONLINE, 'common']);
  const queryClient = useQueryClient();
  const view = useListPage<Filters, OnlineUser>();
  const { selected } = view;

  const list = useQuery({
    ...onlinePageQuery(view.request),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.list ?? [];
  const total = list.data?.total ?? 0;
  view.settlePage(list, rows.length, total);

  const forceOut = useMutation({
    mutationFn: (ids: number[]) => onlineApi.forceLogout(ids),
    onSuccess: (_, ids) => {
      feedback.message.success(t('forcedOut'));
      view.unselect(ids);
      void invalidateOnline(queryClient);
    },
  });
  const selectedIds = rows.filter((r) => selected.includes(r.id) && !r.current).map((r) => r.id);

  // Who, from where and when last seen first, so the list fits 1366 px beside the menu without
  // scrolling sideways; the session number and the system show from 1600 px on.
  const columns: ColumnsType<OnlineUser> = [
    {
      title: t('field.userName'),
      dataIndex: 'userName',
      minWidth: 120,
      render: (userName: string, row) => (
        <Space size={4} wrap>
          <span>{userName}</span>
          {row.current && <Tag color="processing">{t('current')}</Tag>}
        </Space>
      ),
    },
    { title: t('field.ip'), dataIndex: 'ip', width: 130, ellipsis: true },
    { title: t('field.lastSeen'), dataIndex: 'lastSeen', width: 170 },
    {
      title: t('field.live'),
      dataIndex: 'live',
      width: 130,
      render: (live: boolean) => (
        <Badge status={live ? 'success' : 'default'} text={live ? t('connected') : t('notConnected')} />
      ),
    },
    { title: t('field.createTime'), dataIndex: 'createTime', width: 170 },
    { title: t('field.explorer'), dataIndex: 'explorer', minWidth: 120, ellipsis: true },
    { title: t('field.os'), dataIndex: 'os', width: 120, ellipsis: true, responsive: ['xxl'] },
    { title: t('field.uuid'), dataIndex: 'uuid', width: 190, ellipsis: true, responsive: ['xxl'] },
    {
      title: t('common:actions'),
      key: 'actions',
      width: 120,
      fixed: 'right',
      render: (_, row) =>
        row.current ? null : (
          <Auth value={PERMISSIONS.online.forceLogout}>
            <RowConfirmButton
              label={t('forceLogout')}
              icon={<LogoutOutlined />}
              confirm={t('forceLogoutConfirm', { name: row.userName })}
              onConfirm={() => forceOut.mutateAsync([row.id]).catch(() => undefined)}
            />
          </Auth>
        ),
    },
  ];

  const { selection, pagination } = view.tableProps(total);
  return (
    <ListPage<Filters, OnlineUser>
      search={{
        ...view.searchProps,
        name: 'onlineSearch',
        fields: [
          { name: 'ipaddr', label: t('field.ip') },
          { name: 'userName', label: t('field.userName') },
        ],
        cols: { field: { xs: 24, sm: 12, lg: 6 }, buttons: { xs: 24, sm: 12, lg: 6 } },
      }}
      toolbar={{
        extra: (
          <Auth value={PERMISSIONS.online.forceLogout}>
            <BatchDeleteButton
              count={selectedIds.length}
              label={t('batchForceLogout')}
              confirm={t('batchForceLogoutConfirm', { count: selectedIds.length })}
              onConfirm={() => forceOut.mutateAsync(selectedIds)}
            />
          </Auth>
        ),
      }}
      rowKey="id"
      columns={columns}
      rows={rows}
      loading={list.isFetching}
      // The caller's own session cannot be ticked.
      selection={{
        ...selection,
        onSelect: (keys) => selection.onSelect(keys.filter((k) => !rows.find((r) => r.id === k)?.current)),
      }}
      pagination={pagination}
    />
  );
}
