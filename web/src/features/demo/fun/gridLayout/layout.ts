import type { Layout, LayoutItem } from 'react-grid-layout';
import { Local } from '@/lib/storage';

/** GFast's seven tiles on a 12-column grid. */
export const DEFAULT_LAYOUT: LayoutItem[] = [
  { i: '0', x: 0, y: 0, w: 2, h: 2 },
  { i: '1', x: 2, y: 0, w: 2, h: 4 },
  { i: '2', x: 4, y: 0, w: 2, h: 5 },
  { i: '3', x: 6, y: 0, w: 2, h: 3 },
  { i: '4', x: 8, y: 0, w: 2, h: 3 },
  { i: '5', x: 10, y: 0, w: 2, h: 3 },
  { i: '6', x: 0, y: 5, w: 2, h: 5 },
];

const isItem = (v: unknown): v is LayoutItem => {
  const o = v as Record<string, unknown> | null;
  return (
    !!o && typeof o.i === 'string' && ['x', 'y', 'w', 'h'].every((k) => Number.isInteger(o[k]) && (o[k] as number) >= 0)
  );
};

/** The saved layout if it still names exactly the default tiles, else the default. */
export function loadLayout(): LayoutItem[] {
  const saved = Local.get<unknown>('demoGridLayout');
  if (!Array.isArray(saved) || !saved.every(isItem)) return DEFAULT_LAYOUT;
  const ids = saved
    .map((s) => s.i)
    .sort()
    .join();
  return ids === DEFAULT_LAYOUT.map((d) => d.i).join() ? saved : DEFAULT_LAYOUT;
}

/** Keeps only the position and size of each tile. */
export const saveLayout = (layout: Layout) =>
  Local.set(
    'demoGridLayout',
    layout.map(({ i, x, y, w, h }) => ({ i, x, y, w, h })),
  );

export const forgetLayout = () => Local.remove('demoGridLayout');
