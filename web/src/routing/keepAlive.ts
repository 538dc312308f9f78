import type { Location } from 'react-router';
import { create } from 'zustand';
import type { AppRoute } from './types';

/** At most this many pages stay mounted; the least recently shown goes first. */
export const KEEP_ALIVE_LIMIT = 20;

export interface KeptPage {
  key: string;
  route: AppRoute;
  /** Where the page was last shown: a hidden page keeps its own params and query. */
  location: Location;
}

/** Adds or refreshes `page` as most recently used, evicting the oldest beyond the limit. */
export function touch(pages: KeptPage[], page: KeptPage, limit = KEEP_ALIVE_LIMIT): KeptPage[] {
  const next = [...pages.filter((p) => p.key !== page.key), page];
  return next.length > limit ? next.slice(next.length - limit) : next;
}

interface KeepAliveStore {
  /** Kept pages, least recently used first. */
  pages: KeptPage[];
  touch(page: KeptPage): void;
  evict(key: string): void;
  retain(keys: string[]): void;
  reset(): void;
}

/** Which keep-alive pages stay mounted (hidden with <Activity>) while other tabs show. */
export const useKeepAlive = create<KeepAliveStore>((set, get) => ({
  pages: [],
  touch: (page) => set({ pages: touch(get().pages, page) }),
  evict: (key) => set({ pages: get().pages.filter((p) => p.key !== key) }),
  retain: (keys) => set({ pages: get().pages.filter((p) => keys.includes(p.key)) }),
  reset: () => set({ pages: [] }),
}));
