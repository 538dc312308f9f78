import type { NoticeRow } from '@iot/contract';
import { useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import { Badge, Button, Card, Empty, Flex, Modal, Space, Tabs, Tag, Typography, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagedTable } from '@/components/list-page/PagedTable';
import { usePageState } from '@/components/list-page/useListPage';
import { seededNickname } from '@/i18n/seeded';
import { invalidateNotices, noticeApi, noticeInboxQuery, unreadCountQuery } from './api';
import { markNoticeRead } from './bell/bellCache';
import { NoticeTag, useNoticeTags } from './components/tags';
import { NOTICE } from './texts';

/** The tab in the URL: letters (2) or notices (1, also for anything else). */
const typeOf = (raw: string | null) => (raw === '2' ? 2 : 1);

/** The notification centre: the caller's notices and letters with their read state; opening one reads it. */
export function NoticeCentrePage() {
  const { t } = useTranslation([NOTICE, 'common']);
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const tags = useNoticeTags();
  const [search, setSearch] = useSearchParams();
  const type = typeOf(search.get('type'));
  const [page, setPage] = usePageState();
  const [current, setCurrent] = useState<NoticeRow | null>(null);

  const params = { type, pageNum: page.pageNum, pageSize: page.pageSize };
  const list = useQuery({ ...noticeInboxQuery(params), placeholderData: keepPreviousData });
  const counts = useQuery(unreadCountQuery());
  const rows = list.data?.list ?? [];

  const read = useMutation({
    mutationFn: (row: NoticeRow) => noticeApi.readNotice(row.id),
    onSuccess: (_, row) => {
      // The bell's copy of it, if it lists it, is read too; the refetch brings the server's counts.
      if (!row.isRead) markNoticeRead(queryClient, row.id);
      void invalidateNotices(queryClient);
    },
  });
  const openNotice = (row: NoticeRow) => {
    setCurrent(row);
    read.mutate(row);
  };

  const columns: ColumnsType<NoticeRow> = [
    {
      // The title takes the room left over and ends in an ellipsis: a long one no longer widens the
      // table past the screen.
      title: t('field.title'),
      dataIndex: 'title',
      minWidth: 180,
      ellipsis: { showTitle: false },
      render: (title: string, row) => (
        <Flex align="center" gap={8}>
          <Badge status={row.isRead ? 'default' : 'processing'} />
          <Button
            type="link"
            size="small"
            title={title}
            style={{ padding: 0, minWidth: 0, fontWeight: row.isRead ? 400 : 600 }}
            onClick={() => openNotice(row)}
          >
            <span style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>{title}</span>
          </Button>
        </Flex>
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
      render: (_, row) => seededNickname(row.createdUser?.userNickname ?? ''),
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
      <PagedTable<NoticeRow>
        rowKey="id"
        columns={columns}
        rows={rows}
        loading={list.isFetching}
        pagination={{ total: list.data?.total ?? 0, page, onPage: setPage }}
        empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('centre.empty')} />}
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
                  {t('centre.sender')}: {seededNickname(current.createdUser.userNickname)}
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
