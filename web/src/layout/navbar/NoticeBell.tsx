import { BellOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Empty, Flex, Popover, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NOTICE_KEY, noticeApi, noticeCentrePath, noticeKeys } from '@/api/notice';
import { useNoticeStore, type NoticeItem } from './noticeStore';
import { ToolButton } from './ToolButton';

/** The unread count and the latest five notices, kept in the notice store (live frames refetch them). */
function useBellData() {
  const unread = useQuery({ queryKey: noticeKeys.unread, queryFn: noticeApi.unReadCount });
  const latest = useQuery({
    queryKey: noticeKeys.latest,
    queryFn: () => noticeApi.listShow({ pageNum: 1, pageSize: 5, isTrim: true }),
  });
  useEffect(() => {
    if (!unread.data && !latest.data) return;
    const count = unread.data ? unread.data.notifyCount + unread.data.noticeCount : useNoticeStore.getState().unread;
    const notices: NoticeItem[] = latest.data
      ? (latest.data.list ?? []).map((n) => ({
          id: n.id,
          title: n.title,
          type: n.type,
          content: n.content,
          time: n.createdAt ?? undefined,
          read: n.isRead,
        }))
      : useNoticeStore.getState().notices;
    useNoticeStore.getState().load({ unread: count, notices });
  }, [unread.data, latest.data]);
}

/** The notifications panel: header with 'mark all read', the list or an empty state, footer link. */
function NoticePanel({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation('navbar');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { notices, unread } = useNoticeStore();
  const refetch = () => queryClient.invalidateQueries({ queryKey: NOTICE_KEY });
  const readAll = useMutation({
    mutationFn: noticeApi.readAll,
    onMutate: () => useNoticeStore.getState().markAllRead(),
    onSettled: refetch,
  });
  const open = (n: NoticeItem) => {
    useNoticeStore.getState().markRead(n.id);
    if (typeof n.id === 'number') noticeApi.readNotice(n.id).then(refetch, () => undefined);
    onLeave();
    navigate(noticeCentrePath(n.type));
  };
  return (
    <div style={{ width: 300 }} data-testid="notice-panel">
      <Flex
        justify="space-between"
        align="center"
        style={{ padding: '8px 12px', borderBottom: `1px solid ${token.colorBorderSecondary}` }}
      >
        <strong>{t('notice.title')}</strong>
        <Button type="link" size="small" disabled={unread === 0} onClick={() => readAll.mutate()}>
          {t('notice.markAllRead')}
        </Button>
      </Flex>
      <div style={{ maxHeight: 260, overflow: 'auto' }}>
        {notices.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notice.empty')} style={{ margin: '16px 0' }} />
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {notices.map((n) => (
              <li
                key={n.id}
                role="button"
                tabIndex={0}
                onClick={() => open(n)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    open(n);
                  }
                }}
                style={{
                  padding: '8px 12px',
                  cursor: 'pointer',
                  borderBottom: `1px solid ${token.colorBorderSecondary}`,
                  opacity: n.read ? 0.6 : 1,
                }}
              >
                <span style={{ fontWeight: n.read ? 400 : 600 }}>{n.title}</span>
                {n.content && <div style={{ color: token.colorTextSecondary }}>{n.content}</div>}
                {n.time && <span style={{ fontSize: 12, color: token.colorTextSecondary }}>{n.time}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div style={{ textAlign: 'center', borderTop: `1px solid ${token.colorBorderSecondary}`, padding: 4 }}>
        <Button
          type="link"
          onClick={() => {
            onLeave();
            navigate(noticeCentrePath());
          }}
        >
          {t('notice.goCentre')}
        </Button>
      </div>
    </div>
  );
}

/** The bell: unread count on a badge, the panel on click. */
export function NoticeBell() {
  const { t } = useTranslation('navbar');
  useBellData();
  const unread = useNoticeStore((s) => s.unread);
  const [open, setOpen] = useState(false);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      arrow={false}
      styles={{ container: { padding: 0 } }}
      content={<NoticePanel onLeave={() => setOpen(false)} />}
    >
      <span style={{ display: 'inline-flex' }}>
        <Badge count={unread} size="small" offset={[-6, 6]}>
          <ToolButton menuOpen={open} label={t('notice.label')} icon={<BellOutlined />} />
        </Badge>
      </span>
    </Popover>
  );
}
