import { CompressOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { flattenRoutes } from '@/routing/build';
import { useLiveAlarms } from '@/features/iot/alarm';
import { useLiveChannel } from '@/features/live';
import { useLiveNotices } from '@/features/system/notice';
import { SkipLink } from '@/app/SkipLink';
import { MOBILE_WIDTH, useWidthBelow } from '@/lib/viewport';
import { useRoutesStore } from '@/routing/routes';
import { useTagsView } from '@/layout/tags-view/tagsView';
import { useThemeConfig, type Layout } from '@/stores/themeConfig';
import { ClassicLayout } from './layouts/Classic';
import { ColumnsLayout } from './layouts/Columns';
import { DefaultsLayout } from './layouts/Defaults';
import { GolinkLayout } from './layouts/Golink';
import { MobileLayout } from './layouts/MobileLayout';
import { TransverseLayout } from './layouts/Transverse';
import { SettingsHost } from './settings/SettingsHost';
import { isLocked } from './lock-screen/useLockCountdown';
import { tagKey } from './tags-view/tags';
import { Watermark } from './theme/Watermark';

// Loaded only while the lock is on: most sessions never need it.
const LockScreen = lazy(() => import('./lock-screen/LockScreen').then((m) => ({ default: m.LockScreen })));

const layouts: Record<Layout, ComponentType> = {
  defaults: DefaultsLayout,
  classic: ClassicLayout,
  transverse: TransverseLayout,
  columns: ColumnsLayout,
  golink: GolinkLayout,
};

/**
 * The root view of the console: the chosen layout (defaults on mobile), tabs restored, the lock
 * screen while the lock is on, and the fullscreen exit (not while the lock is on).
 */
export default function ConsoleLayout() {
  const { t } = useTranslation();
  // Picked one by one: the lock countdown rewrites themeConfig every second.
  const { layout, isCacheTagsView, isShareTagsView, isLockScreen } = useThemeConfig(
    useShallow(({ themeConfig: c }) => ({
      layout: c.layout,
      isCacheTagsView: c.isCacheTagsView,
      isShareTagsView: c.isShareTagsView,
      isLockScreen: c.isLockScreen,
    })),
  );
  // Spec §2: the routed content and the settings drawer hide while the lock time is 1 or less.
  const locked = useThemeConfig((s) => isLocked(s.themeConfig));
  const routes = useRoutesStore((s) => s.routes);
  const fullscreen = useTagsView((s) => s.isFullscreen);
  const mobile = useWidthBelow(MOBILE_WIDTH);
  // The live channel runs while the console is shown (spec §4); notices pop up from it.
  useLiveChannel();
  useLiveNotices();
  useLiveAlarms();
  const effective: Layout = mobile ? 'defaults' : layout;
  const Shell = mobile ? MobileLayout : layouts[effective];

  // Pinned tabs come from the routes; the rest of the list survives a reload when cached.
  useEffect(() => {
    const flat = flattenRoutes(routes);
    // Tabs stored by an older console may name directories, which never get a tab.
    const directories = new Set(flat.filter((r) => r.resolved.kind === 'parent').map((r) => r.path));
    const affix = flat
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
    useTagsView.getState().init(affix, isCacheTagsView, (tag) => !directories.has(tag.routePath));
  }, [routes, isCacheTagsView, isShareTagsView]);

  return (
    <div
      data-layout={effective}
      data-mobile={mobile || undefined}
      data-locked={locked || undefined}
      inert={locked}
      style={{ height: '100%' }}
    >
      <SkipLink />
      <Shell />
      {isLockScreen && (
        <Suspense fallback={null}>
          <LockScreen />
        </Suspense>
      )}
      {fullscreen && !isLockScreen && (
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
      <SettingsHost />
      <Watermark />
    </div>
  );
}
