import { theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/app/PageHeading';
import { Outlet } from 'react-router';
import { useTagsView } from '@/layout/tags-view/tagsView';
import { useThemeConfig, useThemeFields } from '@/stores/themeConfig';
import { TagsView } from '../tags-view/TagsView';
import { usePageAnimation } from '../theme/usePageAnimation';

/** Tabs, the routed page and the footer; `before` goes above the tabs (golink's breadcrumb). */
export function Content({ before }: { before?: ReactNode }) {
  const fixedHeader = useThemeConfig((s) => s.themeConfig.isFixedHeader);
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { isTagsview, isFooter, globalTitle, animation } = useThemeFields(
    'isTagsview',
    'isFooter',
    'globalTitle',
    'animation',
  );
  const fullscreen = useTagsView((s) => s.isFullscreen);
  const mainRef = usePageAnimation<HTMLElement>(animation);
  return (
    <div
      style={{
        flex: 1,
        minWidth: 0,
        display: 'flex',
        flexDirection: 'column',
        background: token.colorBgLayout,
        ...(fullscreen ? { position: 'fixed', inset: 0, zIndex: 1000 } : {}),
      }}
    >
      {!fullscreen && before}
      {!fullscreen && isTagsview && <TagsView />}
      <main
        ref={mainRef}
        // The skip link's target.
        id="main"
        data-region="main"
        data-animation={animation}
        style={{ flex: 1, padding: 16, minWidth: 0, overflow: fixedHeader || fullscreen ? 'auto' : 'visible' }}
      >
        <PageHeading />
        <Outlet />
      </main>
      {isFooter && !fullscreen && (
        <footer
          data-region="footer"
          style={{ textAlign: 'center', padding: '12px 0', color: token.colorTextTertiary, fontSize: 12 }}
        >
          © {new Date().getFullYear()} {globalTitle === 'IoT platform' ? t('globalTitle') : globalTitle}
        </footer>
      )}
    </div>
  );
}
