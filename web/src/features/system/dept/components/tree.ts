// Departments as trees: the page's rows (built from the flat list) and the pickers' nodes (from
// dept/treeSelect or the same rows), with what the pickers do to them.
import type { SysDept } from '@iot/contract';
import { seededDeptName } from '@/i18n/seeded';
import { buildTree } from '@/lib/tree';

/** A table row: a department and those below it; leaves have no `children`, so no expand icon. */
export interface DeptRow extends SysDept {
  children?: DeptRow[];
}

/** The flat list as a tree by parentId; a department whose parent is not listed (filtered out) is a root. */
export const buildDeptRows = (list: readonly SysDept[]): DeptRow[] =>
  buildTree(list, { id: 'deptId', parentId: 'parentId' });

/** Ids of the rows that have children (what "expand all" opens). */
export const parentIds = (rows: DeptRow[]): number[] =>
  rows.flatMap((r) => (r.children?.length ? [r.deptId, ...parentIds(r.children)] : []));

/** How many departments are below this one. */
export const countBelow = (row: DeptRow): number => (row.children ?? []).reduce((sum, c) => sum + 1 + countBelow(c), 0);

/** A department as a picker shows it. */
export interface DeptNode {
  id: number;
  name: string;
  /** Status 0: shown as such, still selectable. */
  off: boolean;
  children: DeptNode[];
}

interface AnyTree {
  deptId: number;
  deptName: string;
  status: number;
  children?: AnyTree[] | null;
}

/**
 * dept/treeSelect's forest (children `null` on leaves) or the page's rows as picker nodes, named in
 * the current language (a seeded department while unchanged): the caller recomputes on a switch.
 */
export const toNodes = (items: readonly AnyTree[]): DeptNode[] =>
  items.map((d) => ({
    id: d.deptId,
    name: seededDeptName(d.deptName),
    off: d.status !== 1,
    children: toNodes(d.children ?? []),
  }));

/** The nodes without `id` and everything below it (a department cannot move under itself). */
export const withoutSubtree = (nodes: DeptNode[], id: number | undefined): DeptNode[] =>
  id === undefined
    ? nodes
    : nodes.filter((n) => n.id !== id).map((n) => ({ ...n, children: withoutSubtree(n.children, id) }));

/**
 * The nodes whose name contains `text` (any case), each with everything below it, and the
 * departments above them, so a match shows where it is. Empty text keeps every node.
 */
export function filterByName(nodes: DeptNode[], text: string): DeptNode[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return nodes;
  return nodes.flatMap((n) => {
    if (n.name.toLowerCase().includes(needle)) return [n];
    const children = filterByName(n.children, needle);
    return children.length ? [{ ...n, children }] : [];
  });
}

/** Ids of the nodes that have children (a fully expanded tree). */
export const branchIds = (nodes: DeptNode[]): number[] =>
  nodes.flatMap((n) => (n.children.length ? [n.id, ...branchIds(n.children)] : []));
