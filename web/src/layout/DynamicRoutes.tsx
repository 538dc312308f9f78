import { Activity, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { NotFound } from '@/components/result/NotFound';
import { useKeepAlive } from '@/routing/keepAlive';
import { useRoutesStore } from '@/routing/routes';
import { useTagsView } from '@/layout/tags-view/tagsView';
import { useThemeConfig } from '@/stores/themeConfig';
import { findRoute } from './main/findRoute';
import { PageAt } from './main/PageAt';
import { tagKey } from './tags-view/tags';

/**
 * The routed content. Pages whose meta.isKeepAlive is set stay mounted inside <Activity> (hidden,
 * effects paused) while other tabs show; closing their tab evicts them, refresh re-mounts them.
 */
export default function DynamicRoutes() {
  const location = useLocation();
  const flat = useRoutesStore((s) => s.flat);
  const share = useThemeConfig((s) => s.themeConfig.isShareTagsView);
  const persist = useThemeConfig((s) => s.themeConfig.isCacheTagsView);
  const versions = useTagsView((s) => s.versions);
  const kept = useKeepAlive((s) => s.pages);

  const match = useMemo(() => findRoute(flat, location.pathname), [flat, location.pathname]);
  const fullPath = location.pathname + location.search;
  const key = match ? tagKey(share, match.route.name, fullPath) : '';
  const keepAlive = Boolean(match?.route.meta.isKeepAlive);

  useEffect(() => {
    // A directory only groups pages and redirects to one of them: it never gets a tab of its own.
    if (!match || match.route.resolved.kind === 'parent') return;
    const { route, params } = match;
    useTagsView.getState().add(
      {
        key,
        path: fullPath,
        routePath: route.path,
        name: route.name,
        // A route may name its tab: by a `:tagsViewName` parameter or a `?tagsViewName=` query (the demo pages do).
        title: params.tagsViewName
          ? decodeURIComponent(params.tagsViewName)
          : new URLSearchParams(location.search).get('tagsViewName') || route.meta.title,
        icon: route.meta.icon,
        isAffix: route.meta.isAffix,
        isKeepAlive: route.meta.isKeepAlive,
      },
      persist,
    );
    if (route.meta.isKeepAlive) useKeepAlive.getState().touch({ key, route, location });
  }, [match, key, fullPath, persist, location]);

  if (!match) return <NotFound />;
  // The page on screen renders at the current location at once; hidden ones at their own.
  const current = { key, route: match.route, location };
  const pages = keepAlive ? [...kept.filter((p) => p.key !== key), current] : kept;
  return (
    <>
      {pages.map((p) => (
        <Activity key={`${p.key}#${versions[p.key] ?? 0}`} mode={p.key === key ? 'visible' : 'hidden'}>
          <PageAt route={p.route} location={p.location} />
        </Activity>
      ))}
      {!keepAlive && <PageAt key={`${key}#${versions[key] ?? 0}`} route={match.route} location={location} />}
    </>
  );
}
