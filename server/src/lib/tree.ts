// Trees of rows linked by id/pid (menus, rules), as the wire and the writes need them.

interface TreeRow {
  id: number;
  pid: number;
}

/** Builds a tree from flat rows by id/pid; rows whose parent is absent become roots. Children keep input order. */
export function buildTree<T extends TreeRow, N>(rows: T[], toNode: (row: T, children: N[]) => N): N[] {
  const byParent = new Map<number, T[]>();
  const ids = new Set(rows.map((r) => r.id));
  for (const r of rows) {
    const parent = ids.has(r.pid) ? r.pid : 0;
    const list = byParent.get(parent) ?? [];
    list.push(r);
    byParent.set(parent, list);
  }
  const build = (pid: number, seen: Set<number>): N[] =>
    (byParent.get(pid) ?? [])
      .filter((r) => !seen.has(r.id))
      .map((r) => toNode(r, build(r.id, new Set([...seen, r.id]))));
  return build(0, new Set());
}

/** `roots` and everything below them. */
export function descendantsOf(nodes: TreeRow[], roots: number[]): Set<number> {
  const children = new Map<number, number[]>();
  for (const n of nodes) children.set(n.pid, [...(children.get(n.pid) ?? []), n.id]);
  const found = new Set<number>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return found;
}
