import { matchPath } from 'react-router';
import type { AppRoute } from '@/routing/types';

/** The console route a path shows, preferring exact (static) paths over parameterised ones. */
export function findRoute(
  flat: AppRoute[],
  pathname: string,
): { route: AppRoute; params: Record<string, string | undefined> } | null {
  let best: { route: AppRoute; params: Record<string, string | undefined>; score: number } | null = null;
  for (const route of flat) {
    const m = matchPath(route.path, pathname);
    if (!m) continue;
    const score = route.path.includes(':') ? 1 : 2;
    if (!best || score > best.score) best = { route, params: m.params, score };
  }
  return best && { route: best.route, params: best.params };
}

/** The routes from the top of `routes` down to `target` (itself last); empty when it is not in the tree. */
export function routeChain(routes: AppRoute[], target: AppRoute): AppRoute[] {
  for (const r of routes) {
    if (r === target) return [r];
    const below = routeChain(r.children, target);
    if (below.length) return [r, ...below];
  }
  return [];
}
