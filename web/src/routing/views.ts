import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Resolved } from './types';

type Loader = () => Promise<{ default: ComponentType }>;

/**
 * Normalises a file key from import.meta.glob to the component-path space of the menus:
 * `../../views/system/menu/index.tsx` -> `system/menu/index`, `../../demos/x/index.tsx` -> `demo/x/index`,
 * `../../layout/routerView/link.tsx` -> `layout/routerView/link`.
 */
export function viewKey(file: string): string {
  const path = file.replace(/\.(tsx|ts|jsx|js|vue)$/, '');
  const m = /(?:^|\/)(views|demos|layout\/routerView)\/(.*)$/.exec(path);
  if (!m) return path;
  if (m[1] === 'views') return m[2];
  if (m[1] === 'demos') return `demo/${m[2]}`;
  return `layout/routerView/${m[2]}`;
}

// One lazy component per view file, shared by every route that uses it, so React keeps its identity.
const lazyViews = new Map<string, LazyExoticComponent<ComponentType>>();
function lazyView(key: string, load: Loader): LazyExoticComponent<ComponentType> {
  let view = lazyViews.get(key);
  if (!view) {
    view = lazy(load);
    lazyViews.set(key, view);
  }
  return view;
}

/**
 * Matches a menu's component path against the view files: `x` matches the files `x` and `x/index`.
 * Exactly one match is used; zero or several give no component.
 */
export function resolveComponent(component: string, modules: Record<string, Loader>): Resolved {
  const wanted = component
    .trim()
    .replace(/^\/+/, '')
    .replace(/\.(tsx|vue)$/, '');
  if (wanted === 'layout/routerView/parent' || wanted === 'layout/routeView/parent') return { kind: 'parent' };
  if (!wanted) return { kind: 'missing' };
  const candidates = new Set([wanted, `${wanted}/index`]);
  const keys = Object.keys(modules).filter((file) => candidates.has(viewKey(file)));
  if (keys.length === 1) {
    const key = viewKey(keys[0]);
    return { kind: 'view', key, View: lazyView(key, modules[keys[0]]) };
  }
  if (keys.length === 0) return { kind: 'missing' };
  return { kind: 'ambiguous', keys: keys.map(viewKey) };
}
