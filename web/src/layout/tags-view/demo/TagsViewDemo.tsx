import { Alert, Button, Card, Divider, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { tagKey } from '../tags';
import { useTagActions, type TagAction } from '../useTagActions';
import { formatDate } from '@/lib/date';
import { useTagsView } from '../tagsView';
import { useThemeConfig } from '@/stores/themeConfig';
import { TAGS_DEMO } from './texts';

const ACTIONS: TagAction[] = ['refresh', 'close', 'closeOthers', 'closeAll', 'fullscreen'];

/**
 * The tab bar's operations on this page's own tab, through the same actions as its context menu
 * (useTagActions keeps the keep-alive cache and the URL in step), and a tab titled as the user types
 * (the dynamic route's `tagsViewName` parameter names its tab).
 */
export function TagsViewDemo() {
  const { t } = useTranslation(TAGS_DEMO);
  const navigate = useNavigate();
  const location = useLocation();
  const share = useThemeConfig((s) => s.themeConfig.isShareTagsView);
  const fullPath = location.pathname + location.search;
  const tag = useTagsView((s) => s.tags.find((x) => x.path === fullPath || x.key === tagKey(share, x.name, fullPath)));
  const act = useTagActions(tag?.key ?? '');
  const [title, setTitle] = useState(() => t('customDefault'));
  // Set once per mount: a refresh re-mounts the page, so the time shows that it happened.
  const [openedAt] = useState(() => formatDate(new Date(), 'HH:MM:SS'));

  return (
    <Card title={t('title')} data-testid="demo-tags-view">
      <Alert type="info" showIcon title={t('intro')} style={{ marginBottom: 16 }} />
      <Typography.Paragraph>{t('opened', { time: openedAt })}</Typography.Paragraph>
      {!tag && <Alert type="warning" title={t('noTab')} style={{ marginBottom: 16 }} />}
      <Space wrap>
        {ACTIONS.map((action) => (
          <Button key={action} disabled={!tag} onClick={() => tag && act(action, tag)}>
            {t(action)}
          </Button>
        ))}
      </Space>
      <Divider />
      <Typography.Text strong>{t('custom')}</Typography.Text>
      <Space.Compact style={{ display: 'flex', maxWidth: 420, marginTop: 8 }}>
        <Input aria-label={t('customTitle')} value={title} maxLength={30} onChange={(e) => setTitle(e.target.value)} />
        <Button
          type="primary"
          disabled={!title.trim()}
          onClick={() =>
            navigate(`/demo/params/dynamic/details/tags/${Date.now()}/${encodeURIComponent(title.trim())}`)
          }
        >
          {t('open')}
        </Button>
      </Space.Compact>
    </Card>
  );
}
