// The console's menus as seeded on an empty database, put together from every module's menus.
// Each module places its menus under a parent rule (or at the top) at an `order` among siblings:
//   top:      overview 10, IoT 20, settings 40, demos 50, personal centre 60
//   overview: home and the dashboards (its own), notice centre 20
//   settings: users 5, roles 6, departments 7, posts 8, menus 10, dictionary types 20,
//             dictionary items 30, notices 40, parameters 50, operation log 52, jobs 54,
//             attachments 60, login log 70, online users 71, server monitor 72, system tools 80
import { modules } from '../modules.ts';
import type { PlacedMenu, SeedMenu } from '../../db/seed/rows.ts';

export type { SeedMenu } from '../../db/seed/rows.ts';

/** The tree of placed menus: each under its parent, after the parent's own children, siblings by order. */
export function assembleMenus(placed: PlacedMenu[]): SeedMenu[] {
  // A stable sort: equal orders keep the modules' order.
  const sorted = [...placed].sort((a, b) => a.order - b.order);
  const placedUnder = (parent: string | undefined) =>
    sorted.filter((p) => p.parent === parent).map((p) => withPlaced(p.menu));
  const withPlaced = (menu: SeedMenu): SeedMenu => {
    const added = placedUnder(menu.name);
    const own = menu.children?.map(withPlaced);
    return own || added.length ? { ...menu, children: [...(own ?? []), ...added] } : menu;
  };
  const tree = placedUnder(undefined);
  const names = new Set<string>();
  const collect = (menus: SeedMenu[]) => menus.forEach((m) => (names.add(m.name), collect(m.children ?? [])));
  collect(tree);
  const lost = sorted.find((p) => p.parent !== undefined && !names.has(p.parent));
  if (lost) throw new Error(`seed menu ${lost.menu.name} is placed under ${lost.parent}, which no module seeds`);
  return tree;
}

export const seedMenus: SeedMenu[] = assembleMenus(modules.flatMap((m) => m.seed.menus ?? []));
