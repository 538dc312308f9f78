import { useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import { Badge, Button, Card, Empty, Modal, Space, Table, Tabs, Tag, Typography, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NOTICE_KEY, noticeApi, noticeKeys, type NoticeRow, type NoticeType } from '@/api/notice';
import { Pagination, PAGINATION_DEFAULTS } from '@/components/pagination/Pagination';
import { useNoticeStore } from '@/layout/navbar/noticeStore';
import { NoticeTag, useNoticeTags } from '../components/tags';

const typeOf = (raw: string | null): NoticeType => (raw === '2' ? 2 : 1);

/** The notification centre: the caller's notices and letters with their read state; opening one reads it. */
export default function NoticeCentrePage() {
  const { t } = useTranslation(['notice', 'common']);
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const tags = useNoticeTags();
  const [search, setSearch] = useSearchParams();
  const type = typeOf(search.get('type'));
  const [page, setPage] = useState<{ pageNum: number; pageSize: number }>({
    pageNum: PAGINATION_DEFAULTS.page,
    pageSize: PAGINATION_DEFAULTS.limit,
  });
  const [current, setCurrent] = useState<NoticeRow | null>(null);

  const params = { type, pageNum: page.pageNum, pageSize: page.pageSize };
  const list = useQuery({
    queryKey: noticeKeys.show(params),
    queryFn: () => noticeApi.listShow(params),
    placeholderData: keepPreviousData,
  });
  const counts = useQuery({ queryKey: noticeKeys.unread, queryFn: noticeApi.unReadCount });
  const rows = list.data?.list ?? [];

  const read = useMutation({
    mutationFn: (row: NoticeRow) => noticeApi.readNotice(row.id),
    onSuccess: (_, row) => {
      if (!row.isRead) useNoticeStore.getState().markRead(row.id);
      void queryClient.invalidateQueries({ queryKey: NOTICE_KEY });
    },
  });
  const openNotice = (row: NoticeRow) => {
    setCurrent(row);
    read.mutate(row);
  };

  const columns: ColumnsType<NoticeRow> = [
    {
      title: t('field.title'),
      dataIndex: 'title',
      render: (title: string, row) => (
        <Space>
          <Badge status={row.isRead ? 'default' : 'processing'} />
          <Button
            type="link"
            size="small"
            style={{ padding: 0, fontWeight: row.isRead ? 400 : 600 }}
            onClick={() => openNotice(row)}
          >
            {title}
          </Button>
        </Space>
      ),
    },
    {
      title: t('field.tag'),
      dataIndex: 'tag',
      width: 110,
      render: (tag: number) => <NoticeTag tag={tag} options={tags} />,
    },
    {
      title: t('centre.sender'),
      key: 'sender',
      width: 140,
      render: (_, row) => row.createdUser?.userNickname ?? '',
    },
    { title: t('common:createdAt'), dataIndex: 'createdAt', width: 180 },
    {
      title: t('common:status'),
      dataIndex: 'isRead',
      width: 90,
      render: (isRead: boolean) =>
        isRead ? <Tag>{t('centre.read')}</Tag> : <Tag color="processing">{t('centre.unread')}</Tag>,
    },
  ];

  const tabLabel = (label: string, count = 0) => (
    <Space size={4}>
      {label}
      <Badge count={count} size="small" />
    </Space>
  );

  return (
    <Card size="small">
      <Tabs
        activeKey={String(type)}
        onChange={(key) => {
          setSearch({ type: key });
          setPage((p) => ({ ...p, pageNum: 1 }));
        }}
        items={[
          { key: '1', label: tabLabel(t('type.notice'), counts.data?.notifyCount) },
          { key: '2', label: tabLabel(t('type.letter'), counts.data?.noticeCount) },
        ]}
      />
      <Table<NoticeRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 700 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('centre.empty')} /> }}
      />
      <Pagination
        total={list.data?.total ?? 0}
        page={page.pageNum}
        limit={page.pageSize}
        onChange={({ page: pageNum, limit }) => setPage({ pageNum, pageSize: limit })}
        style={{ marginTop: 16, justifyContent: 'flex-end' }}
      />
      <Modal
        open={current !== null}
        title={current?.title}
        footer={null}
        width={720}
        onCancel={() => setCurrent(null)}
        destroyOnHidden
      >
        {current && (
          <>
            <Space wrap style={{ marginBottom: 12 }}>
              <NoticeTag tag={current.tag} options={tags} />
              {current.createdUser && (
                <Typography.Text type="secondary">
                  {t('centre.sender')}: {current.createdUser.userNickname}
                </Typography.Text>
              )}
              {current.createdAt && <Typography.Text type="secondary">{current.createdAt}</Typography.Text>}
            </Space>
            <div
              data-testid="notice-content"
              style={{
                border: `1px solid ${token.colorBorder}`,
                borderRadius: token.borderRadius,
                padding: 12,
                minHeight: 120,
                overflow: 'auto',
              }}
              // The server sanitises notice content.
              dangerouslySetInnerHTML={{ __html: current.content }}
            />
          </>
        )}
      </Modal>
    </Card>
  );
}
