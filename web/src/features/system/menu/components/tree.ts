import type { MenuInfo, MenuTree } from '@iot/contract';
import { buildTree } from '@/lib/tree';

/** A table row: a rule and its children; leaves have none, so the table shows no expand icon. */
export interface MenuRow extends MenuInfo {
  children?: MenuRow[];
}

/** Every rule of a tree or flat list, parents before children, without their `children`. */
export function flattenMenus(items: (MenuTree | MenuInfo)[]): MenuInfo[] {
  return items.flatMap((item) => {
    const { children, ...info } = item as MenuTree;
    return [info as MenuInfo, ...flattenMenus(children ?? [])];
  });
}

/**
 * Rebuilds the tree from id/pid, as GFast's own UI does: the filtered answer is flat, and a rule
 * whose parent is not in the list becomes a root. Sibling order is the server's.
 */
export function buildMenuTree(items: (MenuTree | MenuInfo)[]): MenuRow[] {
  const unique = [...new Map(flattenMenus(items).map((m) => [m.id, m])).values()];
  return buildTree(unique, { id: 'id', parentId: 'pid' });
}

/** Ids of the rows that have children (what "expand all" opens). */
export function parentIds(rows: MenuRow[]): number[] {
  return rows.flatMap((r) => (r.children?.length ? [r.id, ...parentIds(r.children)] : []));
}

export interface ParentOption {
  value: number;
  title: string;
  disabled?: boolean;
  children?: ParentOption[];
}

/**
 * The parent choices: a root entry (0) holding the directory/menu tree. The rule being edited and
 * its descendants are disabled, so a rule cannot become its own ancestor.
 */
export function parentOptions(menus: MenuInfo[], rootTitle: string, editingId?: number): ParentOption[] {
  const toOption = (row: MenuRow, blocked: boolean): ParentOption => {
    const disabled = blocked || row.id === editingId;
    return {
      value: row.id,
      title: row.title,
      disabled: disabled || undefined,
      children: row.children?.map((c) => toOption(c, disabled)),
    };
  };
  return [
    {
      value: 0,
      title: rootTitle,
      children: buildMenuTree(menus.filter((m) => m.menuType !== 2)).map((r) => toOption(r, false)),
    },
  ];
}
