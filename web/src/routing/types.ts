import type { MenuMeta, UserMenu } from '@iot/contract';
import type { ComponentType, LazyExoticComponent } from 'react';

export type RouteMeta = MenuMeta;

/** How a menu's component path resolved against the view files. */
export type Resolved =
  | { kind: 'view'; key: string; View: LazyExoticComponent<ComponentType> }
  | { kind: 'parent' }
  | { kind: 'missing' }
  | { kind: 'ambiguous'; keys: string[] };

/** A route of the console: a menu item (or a static page) with its resolved component. */
export interface AppRoute {
  path: string;
  name: string;
  component: string;
  redirect: string;
  meta: RouteMeta;
  resolved: Resolved;
  children: AppRoute[];
}

export type { UserMenu };
