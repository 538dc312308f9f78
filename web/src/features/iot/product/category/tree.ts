// Categories as the server sends them (a forest, `children: null` on leaves) made into table rows
// and picker options.
import type { CategoryNode, ProductCategory } from '@iot/contract';
import { seededCategoryName } from '@/i18n/seeded';

/** A table row: leaves have no `children`, so no expand icon. */
export type CategoryRow = ProductCategory & { children?: CategoryRow[] };

export const toRows = (nodes: readonly CategoryNode[] | null): CategoryRow[] =>
  (nodes ?? []).map(({ children, ...c }) => (children?.length ? { ...c, children: toRows(children) } : c));

/** How many categories are below this one. */
export const countBelow = (row: CategoryRow): number =>
  (row.children ?? []).reduce((sum, c) => sum + 1 + countBelow(c), 0);

/** A TreeSelect option. */
export interface CategoryOption {
  value: number;
  title: string;
  children?: CategoryOption[];
}

/** The forest as TreeSelect options, without `exclude` and what is below it (no moving under itself). */
export const toOptions = (nodes: readonly CategoryNode[] | null, exclude?: number): CategoryOption[] =>
  (nodes ?? [])
    .filter((n) => n.id !== exclude)
    .map((n) => {
      const children = toOptions(n.children, exclude);
      // A seeded category's name in the user's language.
      return {
        value: n.id,
        title: seededCategoryName(n.key, n.name),
        children: children.length ? children : undefined,
      };
    });

/** Every category's name by id. */
export const namesById = (nodes: readonly CategoryNode[] | null, into = new Map<number, string>()) => {
  for (const n of nodes ?? []) {
    into.set(n.id, seededCategoryName(n.key, n.name));
    namesById(n.children, into);
  }
  return into;
};
