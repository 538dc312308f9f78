// The rows a module may seed into an empty database, and builders for its menus.
import { PERMISSIONS } from '@iot/contract/permissions';
import type { Config } from '../../config.ts';
import type { Db } from '../client.ts';

export interface SeedMenu {
  title: string;
  name: string;
  path?: string;
  component?: string;
  icon?: string;
  /** 0 directory, 1 page, 2 button (permission). */
  type?: 0 | 1 | 2;
  /** The role keys granted the rule (the super-admin role holds everything anyway). */
  roles?: string[];
  hide?: boolean;
  keepAlive?: boolean;
  affix?: boolean;
  link?: string;
  iframe?: boolean;
  redirect?: string;
  children?: SeedMenu[];
}

/** A module's menu and where it goes: under the rule named `parent` (the top without), at `order` among its siblings. */
export interface PlacedMenu {
  parent?: string;
  order: number;
  menu: SeedMenu;
}

/** A dictionary type and its items (GFast's codes and values; labels in Chinese as GFast ships them). */
export interface SeedDict {
  type: string;
  name: string;
  remark?: string;
  items: [value: string, label: string, isDefault?: 1][];
}

export type SeedConfig = Pick<Config, 'adminPassword' | 'demoPassword' | 'telemetryRetentionDays'>;

export interface ModuleSeed {
  /** Rows of the module's own tables, inserted first (the roles and accounts the grants refer to). */
  insert?: (tx: Db, config: SeedConfig) => Promise<void>;
  menus?: PlacedMenu[];
  dicts?: SeedDict[];
}

/** Role keys of the seeded roles, as granted to menus. */
export const ALL_ROLES = ['admin', 'common'];
export const ADMIN_ONLY = ['admin'];
const PARENT = 'layout/routerView/parent';

export const page = (
  title: string,
  name: string,
  path: string,
  component: string,
  icon: string,
  roles = ADMIN_ONLY,
  extra: Partial<SeedMenu> = {},
): SeedMenu => ({ title, name, path, component, icon, type: 1, roles, ...extra });

/** A directory; GFast's routerView component shows its children. */
export const dir = (
  title: string,
  name: string,
  path: string,
  icon: string,
  roles: string[],
  children: SeedMenu[],
): SeedMenu => ({ title, name, path, component: PARENT, icon, type: 0, roles, children });

export const button = (title: string, name: string, roles = ADMIN_ONLY): SeedMenu => ({ title, name, type: 2, roles });

/** A page's `[title, rule, path, component, icon]`. */
export type PageRow = [title: string, name: string, path: string, component: string, icon: string];

/**
 * A page from its row, for `roles`, with its buttons as `{ title: rule }` (GFast's button titles
 * and rule names, for administrators), in that order.
 */
export function pageWithButtons(
  [title, name, path, component, icon]: PageRow,
  roles: string[],
  buttons: Record<string, string> = {},
  extra: Partial<SeedMenu> = {},
): SeedMenu {
  const children = Object.entries(buttons).map(([buttonTitle, rule]) => button(buttonTitle, rule));
  return page(title, name, path, component, icon, roles, children.length ? { ...extra, children } : extra);
}

/** GFast's three buttons of a list page, titled 新增/修改/删除 and what the page lists. */
export const addEditDelete = (noun: string, add: string, edit: string, remove: string): Record<string, string> => ({
  [`新增${noun}`]: add,
  [`修改${noun}`]: edit,
  [`删除${noun}`]: remove,
});

/** A page under the IoT directory at `order` that every role sees; its buttons stay administrators'. */
export function iotPage(order: number, row: PageRow, buttons: Record<string, string>): PlacedMenu {
  return { parent: 'iot', order, menu: pageWithButtons(row, ALL_ROLES, buttons) };
}

/** A page under the system settings directory at `order`, for administrators; kept alive unless `extra` differs. */
export function settingsPage(
  order: number,
  row: PageRow,
  buttons: Record<string, string>,
  extra: Partial<SeedMenu> = { keepAlive: true },
): PlacedMenu {
  return { parent: PERMISSIONS.setting.page, order, menu: pageWithButtons(row, ADMIN_ONLY, buttons, extra) };
}
