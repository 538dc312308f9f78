import type { UserMenu } from '@iot/contract';
import { routeName } from '@iot/contract/permissions';
import { useMemo, type ReactNode } from 'react';
import { grants, useUserStore } from '@/stores/user';

/** The names of every menu in the tree (the server names a menu by its rule: `routeName`). */
function menuNames(menus: UserMenu[] | null): Set<string> {
  const names = new Set<string>();
  const walk = (list: UserMenu[]) => list.forEach((m) => (names.add(m.name), walk(m.children ?? [])));
  walk(menus ?? []);
  return names;
}

/** The permission checks, re-evaluated whenever the user's permissions or menus change. */
export function usePermission() {
  const permissions = useUserStore((s) => s.permissions);
  const menuList = useUserStore((s) => s.menuList);
  const pages = useMemo(() => menuNames(menuList), [menuList]);
  return {
    /**
     * Holds the page rule `rule` (a list the server guards with it): its menu is among the user's,
     * or the permissions grant it. GFast's `permissions` name buttons only, so a role granted a
     * page without its buttons holds it through its menus.
     */
    canOpen: (rule: string) => grants(permissions, rule) || pages.has(routeName(rule)),
    /** Holds `value` (or everything). */
    has: (value: string) => grants(permissions, value),
    /** Holds any of `values`. */
    hasAny: (values: string[]) => values.some((v) => grants(permissions, v)),
    /** Holds all of `values`. */
    hasAll: (values: string[]) => values.every((v) => grants(permissions, v)),
  };
}

/** Renders children only if the user holds `value` (spec's auth directive). */
export function Auth({ value, children }: { value: string; children: ReactNode }) {
  return usePermission().has(value) ? <>{children}</> : null;
}

/** Renders children if the user holds any of `value` (auths). */
export function Auths({ value, children }: { value: string[]; children: ReactNode }) {
  return usePermission().hasAny(value) ? <>{children}</> : null;
}

/** Renders children if the user holds all of `value` (auth-all). */
export function AuthAll({ value, children }: { value: string[]; children: ReactNode }) {
  return usePermission().hasAll(value) ? <>{children}</> : null;
}
