// Tab list operations as pure functions, so the rules (pinned tabs stay, share mode, neighbours)
// are tested without a browser.

export interface Tag {
  /** Identity: the route name in share mode, else the full path with its query. */
  key: string;
  /** Full path with query, where clicking the tab goes. */
  path: string;
  /** The route pattern it matched. */
  routePath: string;
  name: string;
  title: string;
  icon: string;
  isAffix: boolean;
  isKeepAlive: boolean;
}

export const tagKey = (share: boolean, name: string, fullPath: string) => (share ? `name:${name}` : fullPath);

/** Adds a tab or, if its key is open, updates it (share mode keeps one tab per route, at its latest path). */
export function addTag(list: Tag[], tag: Tag): Tag[] {
  const i = list.findIndex((t) => t.key === tag.key);
  if (i === -1) return [...list, tag];
  if (list[i].path === tag.path && list[i].title === tag.title) return list;
  return list.map((t, j) => (j === i ? tag : t));
}

/** Closes a tab unless pinned; `next` is where to go if it was the current one (right neighbour, else left). */
export function closeTag(list: Tag[], key: string): { list: Tag[]; next: Tag | undefined } {
  const i = list.findIndex((t) => t.key === key);
  if (i === -1 || list[i].isAffix) return { list, next: list[i] };
  const rest = list.filter((t) => t.key !== key);
  return { list: rest, next: rest[i] ?? rest[i - 1] };
}

/** Keeps the pinned tabs and the given one. */
export const closeOthers = (list: Tag[], key: string) => list.filter((t) => t.isAffix || t.key === key);

/** Keeps only the pinned tabs. */
export const closeAll = (list: Tag[]) => list.filter((t) => t.isAffix);

/** Moves a tab (drag to reorder); pinned tabs keep their places at the front. */
export function moveTag(list: Tag[], fromKey: string, toKey: string): Tag[] {
  const from = list.findIndex((t) => t.key === fromKey);
  const to = list.findIndex((t) => t.key === toKey);
  if (from === -1 || to === -1 || from === to || list[from].isAffix || list[to].isAffix) return list;
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** Pinned tabs first (in route order), then the rest as they were, without duplicates. */
export function withAffix(list: Tag[], affix: Tag[]): Tag[] {
  const affixKeys = new Set(affix.map((t) => t.key));
  return [...affix, ...list.filter((t) => !affixKeys.has(t.key))];
}
