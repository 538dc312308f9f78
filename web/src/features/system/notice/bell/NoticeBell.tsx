import type { NoticeRow } from '@iot/contract';
import { BellOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PERMISSIONS } from '@iot/contract/permissions';
import { Badge, Button, Empty, Flex, Popover, Tabs, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePermission } from '@/components/auth';
import { ToolButton } from '@/components/tool-button/ToolButton';
import { ALARM_BELL, AlarmBellList, openAlarmCount, openAlarmsQuery } from '@/features/iot/alarm';
import { invalidateNotices, latestNoticesQuery, noticeApi, unreadCountQuery } from '../api';
import { markAllNoticesRead, markNoticeRead, unreadTotal } from './bellCache';
import { noticeCentrePath } from '../centrePath';
import { NOTICE } from './texts';

/** The notifications panel: header with 'mark all read', the list or an empty state, footer link. */
function NoticePanel({ unread, notices, onLeave }: { unread: number; notices: NoticeRow[]; onLeave: () => void }) {
  const { t } = useTranslation(NOTICE);
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refetch = () => invalidateNotices(queryClient);
  const readAll = useMutation({
    mutationFn: noticeApi.readAll,
    onMutate: () => markAllNoticesRead(queryClient),
    onSettled: refetch,
  });
  const open = (n: NoticeRow) => {
    markNoticeRead(queryClient, n.id);
    noticeApi.readNotice(n.id).then(refetch, () => undefined);
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
        <strong>{t('bell.title')}</strong>
        <Button type="link" size="small" disabled={unread === 0} onClick={() => readAll.mutate()}>
          {t('bell.markAllRead')}
        </Button>
      </Flex>
      <div style={{ maxHeight: 260, overflow: 'auto' }}>
        {notices.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bell.empty')} style={{ margin: '16px 0' }} />
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {notices.map((n) => (
              // The item stays a listitem (a list holds only those): the button is inside it.
              <li key={n.id} style={{ borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
                <div
                  role="button"
                  tabIndex={0}
                  onClick={() => open(n)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' || e.key === ' ') {
                      e.preventDefault();
                      open(n);
                    }
                  }}
                  style={{ padding: '8px 12px', cursor: 'pointer', opacity: n.isRead ? 0.6 : 1 }}
                >
                  <span style={{ fontWeight: n.isRead ? 400 : 600 }}>{n.title}</span>
                  {n.content && <div style={{ color: token.colorTextSecondary }}>{n.content}</div>}
                  {n.createdAt && <span style={{ fontSize: 12, color: token.colorTextSecondary }}>{n.createdAt}</span>}
                </div>
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
          {t('bell.goCentre')}
        </Button>
      </div>
    </div>
  );
}

/** The bell: unread notices plus open alarms on a badge, the panel on click. Both read the bell's queries. */
export function NoticeBell() {
  const { t } = useTranslation([NOTICE, ALARM_BELL]);
  const unread = unreadTotal(useQuery(unreadCountQuery()).data);
  // Fetched with the bell, not when the panel opens: the list is there at the first click.
  const notices = useQuery(latestNoticesQuery()).data?.list ?? [];
  // Alarms only for users with the alarm log (the server sends their live frames to those alone).
  const seesAlarms = usePermission().canOpen(PERMISSIONS.alarm.logList);
  const alarms = useQuery({ ...openAlarmsQuery(), enabled: seesAlarms });
  const openAlarms = seesAlarms ? openAlarmCount(alarms.data) : 0;
  const [open, setOpen] = useState(false);
  // The panel opens on the tab that has the news: the alarms when no notice is unread.
  const [tab, setTab] = useState('notices');
  const toggle = (next: boolean) => {
    if (next) setTab(unread === 0 && openAlarms > 0 ? 'alarms' : 'notices');
    setOpen(next);
  };
  const leave = () => setOpen(false);
  const noticePanel = <NoticePanel unread={unread} notices={notices} onLeave={leave} />;
  const withCount = (label: string, count: number) => (count ? `${label} (${count})` : label);
  return (
    <Popover
      open={open}
      onOpenChange={toggle}
      trigger="click"
      placement="bottomRight"
      arrow={false}
      styles={{ container: { padding: 0 } }}
      content={
        seesAlarms ? (
          <Tabs
            size="small"
            centered
            style={{ width: 300 }}
            tabBarStyle={{ margin: 0 }}
            activeKey={tab}
            onChange={setTab}
            items={[
              { key: 'notices', label: withCount(t('bell.notices'), unread), children: noticePanel },
              {
                key: 'alarms',
                label: withCount(t(`${ALARM_BELL}:tab`), openAlarms),
                children: <AlarmBellList alarms={alarms.data?.list ?? []} onLeave={leave} />,
              },
            ]}
          />
        ) : (
          noticePanel
        )
      }
    >
      <span style={{ display: 'inline-flex' }}>
        <Badge count={unread + openAlarms} size="small" offset={[-6, 6]}>
          <ToolButton menuOpen={open} label={t('bell.label')} icon={<BellOutlined />} />
        </Badge>
      </span>
    </Popover>
  );
}
