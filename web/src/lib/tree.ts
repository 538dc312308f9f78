// Spec §3's tree builders: flat rows to nested ones.

/** A row with its child rows under `C` (only rows that have children get the field). */
export type TreeNode<T, C extends string = 'children'> = T & { [K in C]?: TreeNode<T, C>[] };

/** Which fields link the rows and where children go. */
export interface TreeFields<T, C extends string> {
  /** The row's own id field; default 'id'. */
  id?: keyof T & string;
  /** The field holding the parent's id; default 'parentId'. */
  parentId?: keyof T & string;
  /** Where children go; default 'children'. */
  children?: C;
}

/**
 * Nests flat rows by id and parentId: a row whose parent is not in the list (0, null, a filtered-out
 * parent) or is itself becomes a root; order is kept; the input is not changed (rows are copied and
 * any `children` they brought are replaced). A cycle is cut where it is met, so no row is lost.
 */
export function buildTree<T extends object, C extends string = 'children'>(
  rows: readonly T[],
  fields: TreeFields<T, C> = {},
): TreeNode<T, C>[] {
  const {
    id = 'id' as keyof T & string,
    parentId = 'parentId' as keyof T & string,
    children = 'children' as C,
  } = fields;
  const ids = new Set<unknown>(rows.map((r) => r[id]));
  const byParent = new Map<unknown, T[]>();
  const isRoot = (r: T) => !ids.has(r[parentId]) || (r[parentId] as unknown) === r[id];
  for (const r of rows) if (!isRoot(r)) byParent.set(r[parentId], [...(byParent.get(r[parentId]) ?? []), r]);
  const seen = new Set<T>();
  const build = (row: T): TreeNode<T, C> => {
    seen.add(row);
    const node = { ...row } as Record<string, unknown>;
    delete node[children];
    const kids: TreeNode<T, C>[] = [];
    for (const k of byParent.get(row[id]) ?? []) if (!seen.has(k)) kids.push(build(k));
    if (kids.length > 0) node[children] = kids;
    return node as TreeNode<T, C>;
  };
  const roots = rows.filter(isRoot).map(build);
  for (const r of rows) if (!seen.has(r)) roots.push(build(r));
  return roots;
}

/** The dept-tree helper: departments nested by id and pid. */
export const buildDeptTree = <T extends { id: unknown; pid: unknown }>(rows: readonly T[]) =>
  buildTree(rows, { id: 'id', parentId: 'pid' });
