import { CompressOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { flattenRoutes } from '@/app/routes/build';
import { useRoutesStore } from '@/stores/routes';
import { useTagsView } from '@/stores/tagsView';
import { useThemeConfig, type Layout } from '@/stores/themeConfig';
import { ClassicLayout } from './layouts/Classic';
import { ColumnsLayout } from './layouts/Columns';
import { DefaultsLayout } from './layouts/Defaults';
import { GolinkLayout } from './layouts/Golink';
import { MobileLayout } from './layouts/MobileLayout';
import { TransverseLayout } from './layouts/Transverse';
import { tagKey } from './tags-view/tags';
import { useIsMobile } from './useIsMobile';

const layouts: Record<Layout, ComponentType> = {
  defaults: DefaultsLayout,
  classic: ClassicLayout,
  transverse: TransverseLayout,
  columns: ColumnsLayout,
  golink: GolinkLayout,
};

/** The root view of the console: the chosen layout (defaults on mobile), tabs restored, fullscreen exit. */
export default function ConsoleLayout() {
  const { t } = useTranslation();
  const { layout, isCacheTagsView, isShareTagsView } = useThemeConfig((s) => s.themeConfig);
  const routes = useRoutesStore((s) => s.routes);
  const fullscreen = useTagsView((s) => s.isFullscreen);
  const mobile = useIsMobile();
  const effective: Layout = mobile ? 'defaults' : layout;
  const Shell = mobile ? MobileLayout : layouts[effective];

  // Pinned tabs come from the routes; the rest of the list survives a reload when cached.
  useEffect(() => {
    const affix = flattenRoutes(routes)
      .filter((r) => r.meta.isAffix && !r.path.includes(':'))
      .map((r) => ({
        key: tagKey(isShareTagsView, r.name, r.path),
        path: r.path,
        routePath: r.path,
        name: r.name,
        title: r.meta.title,
        icon: r.meta.icon,
        isAffix: true,
        isKeepAlive: r.meta.isKeepAlive,
      }));
    useTagsView.getState().init(affix, isCacheTagsView);
  }, [routes, isCacheTagsView, isShareTagsView]);

  return (
    <div data-layout={effective} data-mobile={mobile || undefined} style={{ height: '100%' }}>
      <Shell />
      {fullscreen && (
        <Tooltip title={t('tags.closeFullscreen')} placement="left">
          <Button
            shape="circle"
            icon={<CompressOutlined />}
            aria-label={t('tags.closeFullscreen')}
            onClick={() => useTagsView.getState().setFullscreen(false)}
            style={{ position: 'fixed', top: 12, right: 12, zIndex: 1001 }}
          />
        </Tooltip>
      )}
    </div>
  );
}
