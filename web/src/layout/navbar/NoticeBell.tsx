import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Flex, Popover, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNoticeStore } from './noticeStore';
import { ToolButton } from './ToolButton';

export const NOTICE_CENTRE_PATH = '/system/sysNotice/show';

/** The notifications panel: header with 'mark all read', the list or an empty state, footer link. */
function NoticePanel({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation('navbar');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { notices, unread, markAllRead } = useNoticeStore();
  return (
    <div style={{ width: 300 }} data-testid="notice-panel">
      <Flex
        justify="space-between"
        align="center"
        style={{ padding: '8px 12px', borderBottom: `1px solid ${token.colorBorderSecondary}` }}
      >
        <strong>{t('notice.title')}</strong>
        <Button type="link" size="small" disabled={unread === 0} onClick={markAllRead}>
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
                style={{
                  padding: '8px 12px',
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
            navigate(NOTICE_CENTRE_PATH);
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
          <ToolButton label={t('notice.label')} icon={<BellOutlined />} />
        </Badge>
      </span>
    </Popover>
  );
}
