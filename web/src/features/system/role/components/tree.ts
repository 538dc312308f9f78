import type { MenuInfo, SysRole } from '@iot/contract';
import { buildTree } from '@/lib/tree';
import type { CheckNode } from './CheckTree';

/** A row of the role table: a role and the roles below it. */
export interface RoleRow extends SysRole {
  children?: RoleRow[];
}

/** Nests roles by pid; a role whose parent is not listed (filtered out, not the caller's) is a root. */
export const buildRoleTree = (roles: readonly SysRole[]): RoleRow[] => buildTree(roles, { id: 'id', parentId: 'pid' });

/** Ids of the rows that have children (what "expand all" opens). */
export function branchIds<R extends { id: number; children?: R[] }>(rows: readonly R[]): number[] {
  return rows.flatMap((r) => (r.children?.length ? [r.id, ...branchIds(r.children)] : []));
}

export interface ParentOption {
  value: number;
  title: string;
  children?: ParentOption[];
}

/**
 * The parent choices: "top level" (0) holding the role tree, without the role being edited and
 * the roles below it (a role cannot sit under itself; the server refuses it too).
 */
export function parentOptions(roles: readonly SysRole[], rootTitle: string, editingId?: number): ParentOption[] {
  const toOption = (row: RoleRow): ParentOption => {
    const children = row.children?.filter((c) => c.id !== editingId).map(toOption);
    return { value: row.id, title: row.name, children: children?.length ? children : undefined };
  };
  const roots = buildRoleTree(roles).filter((r) => r.id !== editingId);
  return [{ value: 0, title: rootTitle, children: roots.map(toOption) }];
}

/**
 * The rules as the menu tree of the role dialog: nested by pid, labelled by `title`, and disabled
 * where the caller does not hold the rule (`accessMenus`), as the server would not grant it.
 */
export function ruleNodes(rules: readonly MenuInfo[], held: readonly number[], title: (r: MenuInfo) => string) {
  const may = new Set(held);
  const toNode = (r: MenuInfo & { children?: MenuInfo[] }): CheckNode => ({
    key: r.id,
    title: title(r),
    disabled: !may.has(r.id) || undefined,
    children: r.children?.map(toNode),
  });
  return buildTree(rules, { id: 'id', parentId: 'pid' }).map(toNode);
}
