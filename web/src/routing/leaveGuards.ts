// Pages holding unsaved edits, by the full path they were opened at. Closing a tab drops its page
// (kept alive or not) without a navigation a route blocker would see, so the tab bar asks here
// first (useUnsavedGuard registers; the tab actions ask).

interface LeaveGuard {
  /** Whether the page holds unsaved edits now. */
  dirty: () => boolean;
  /** The user chose to drop them: the page's own blocker must not ask again. */
  release: () => void;
}

const guards = new Map<string, Set<LeaveGuard>>();

/** Registers a page's guard under its full path (pathname and search); returns the unregister. */
export function guardLeave(path: string, guard: LeaveGuard): () => void {
  const set = guards.get(path) ?? new Set();
  set.add(guard);
  guards.set(path, set);
  return () => {
    set.delete(guard);
    if (!set.size) guards.delete(path);
  };
}

/** The guards of the pages at these paths that hold unsaved edits now. */
export const unsavedAt = (paths: string[]): LeaveGuard[] =>
  paths.flatMap((path) => [...(guards.get(path) ?? [])].filter((g) => g.dirty()));
