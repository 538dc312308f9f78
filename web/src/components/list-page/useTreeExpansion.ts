import { useState, type Key } from 'react';

/** The keys of the rows that have children, at every level. */
export function branchKeys<R extends { children?: R[] }>(rows: readonly R[], rowKey: (row: R) => Key): Key[] {
  return rows.flatMap((r) => (r.children?.length ? [rowKey(r), ...branchKeys(r.children, rowKey)] : []));
}

/**
 * A tree list's expansion (ListPage's `expandable` and the toolbar's `tree`): every level open at
 * first and whenever the branches change (a search, a new node), what the user folds meanwhile
 * stays folded; expand and collapse all are offered only when there is a branch to open.
 * `open: false` starts new branches folded instead (a tree too long to show open until searched).
 */
export function useTreeExpansion<R extends { children?: R[] }>(
  rows: readonly R[],
  rowKey: (row: R) => Key,
  { open = true }: { open?: boolean } = {},
) {
  const branches = branchKeys(rows, rowKey);
  const signature = branches.join('\u0000');
  const [expanded, setExpanded] = useState<readonly Key[] | null>(null);
  const [openedFor, setOpenedFor] = useState(signature);
  if (openedFor !== signature) {
    setOpenedFor(signature);
    setExpanded(null);
  }
  return {
    expandable: { expandedRowKeys: expanded ?? (open ? branches : []), onExpandedRowsChange: setExpanded },
    tree: branches.length
      ? { onExpandAll: () => setExpanded(branches), onCollapseAll: () => setExpanded([]) }
      : undefined,
  };
}
