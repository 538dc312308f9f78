// The checkbox trees of the role screens (menus and buttons, departments) keep their value as a
// plain set of keys and draw it with antd's Tree in strict mode, so what is loaded is never
// changed by how it is drawn. Parent-child linkage is applied here, on the user's clicks only.
// Two kinds of value:
// - `withParents` (menus): the value holds the checked keys and their half-checked ancestors
//   (GFast sends both), so a granted button always comes with its page and directory;
// - otherwise (departments): only checked keys; a parent counts only when it is checked itself.

/** A tree node as the pure functions read it. */
export interface KeyNode {
  key: number;
  /** Not the user's to change (a rule the caller does not hold). */
  disabled?: boolean;
  children?: KeyNode[];
}

export interface TreeIndex {
  parent: Map<number, number>;
  children: Map<number, number[]>;
  disabled: Set<number>;
  /** Every key, parents before children. */
  keys: number[];
  /** Keys that have children (what "expand all" opens). */
  branches: number[];
}

export function indexTree(nodes: readonly KeyNode[]): TreeIndex {
  const index: TreeIndex = { parent: new Map(), children: new Map(), disabled: new Set(), keys: [], branches: [] };
  const walk = (list: readonly KeyNode[], parent?: number) => {
    for (const n of list) {
      index.keys.push(n.key);
      if (parent !== undefined) index.parent.set(n.key, parent);
      if (n.disabled) index.disabled.add(n.key);
      const kids = n.children ?? [];
      index.children.set(
        n.key,
        kids.map((c) => c.key),
      );
      if (kids.length) index.branches.push(n.key);
      walk(kids, n.key);
    }
  };
  walk(nodes);
  return index;
}

/** Every key below `key`. */
export function descendants(index: TreeIndex, key: number): number[] {
  const out: number[] = [];
  const walk = (k: number) => {
    for (const c of index.children.get(k) ?? []) {
      out.push(c);
      walk(c);
    }
  };
  walk(key);
  return out;
}

/** The keys above `key`, nearest first. */
export function ancestors(index: TreeIndex, key: number): number[] {
  const out: number[] = [];
  for (let p = index.parent.get(key); p !== undefined && !out.includes(p); p = index.parent.get(p)) out.push(p);
  return out;
}

export interface CheckMode {
  /** Parent-child linkage: a click also (un)checks the node's descendants and settles its ancestors. */
  linked: boolean;
  /** The value also holds the ancestors of checked keys (menus: checked + half-checked). */
  withParents: boolean;
}

/** The value after the user (un)checked `key`. Disabled keys never change. */
export function toggle(index: TreeIndex, value: readonly number[], key: number, on: boolean, mode: CheckMode) {
  const next = new Set(value);
  const set = (k: number, v: boolean) => {
    if (index.disabled.has(k)) return;
    if (v) next.add(k);
    else next.delete(k);
  };
  set(key, on);
  if (!mode.linked) return [...next];
  for (const d of descendants(index, key)) set(d, on);
  const above = ancestors(index, key);
  if (mode.withParents) {
    // A granted rule needs its parents; a parent with nothing left below it goes (as antd's tree does).
    if (on) above.forEach((a) => set(a, true));
    else
      for (const a of above) {
        if (descendants(index, a).some((d) => next.has(d))) break;
        set(a, false);
      }
  } else if (on) {
    // A department is checked once all below it are (as antd's tree does), and only then.
    for (const a of above) {
      const kids = index.children.get(a) ?? [];
      if (!kids.every((k) => next.has(k) || index.disabled.has(k))) break;
      set(a, true);
    }
  } else above.forEach((a) => set(a, false));
  return [...next];
}

/** What antd's strict tree draws for the value: checked and half-checked keys. */
export function display(index: TreeIndex, value: readonly number[], mode: CheckMode) {
  const held = new Set(value);
  if (!mode.linked) return { checked: [...held], halfChecked: [] as number[] };
  const checked: number[] = [];
  const halfChecked: number[] = [];
  for (const k of index.keys) {
    const below = descendants(index, k);
    if (held.has(k)) {
      // Menus: a parent whose children are not all granted is only half-checked (it is still sent).
      const complete = !mode.withParents || below.every((d) => held.has(d) || index.disabled.has(d));
      (complete ? checked : halfChecked).push(k);
    } else if (below.some((d) => held.has(d))) halfChecked.push(k);
  }
  return { checked, halfChecked };
}

/** Check all (every key the user may change) or none; disabled keys keep their state. */
export function checkAll(index: TreeIndex, value: readonly number[], on: boolean): number[] {
  const kept = value.filter((k) => index.disabled.has(k));
  return on ? [...new Set([...kept, ...index.keys.filter((k) => !index.disabled.has(k))])] : kept;
}

/** Whether all, some or none of the keys the user may change are in the value. */
export function coverage(index: TreeIndex, value: readonly number[]): 'all' | 'some' | 'none' {
  const held = new Set(value);
  const free = index.keys.filter((k) => !index.disabled.has(k));
  const n = free.filter((k) => held.has(k)).length;
  return n === 0 ? 'none' : n === free.length ? 'all' : 'some';
}
