import { useSyncExternalStore } from 'react';

/** Spec: below 1000 px wide the console is in mobile mode (every layout becomes the phone layout). */
export const MOBILE_WIDTH = 1000;
/**
 * antd's `md` breakpoint: below it the toolbar folds into a "More" menu, the header drops the
 * breadcrumb, tabs stop dragging and tables stop pinning columns.
 */
export const NARROW_WIDTH = 768;

/**
 * Whether `query` matches, following changes. The MediaQueryList is asked for afresh on every read
 * (not kept) so a test that swaps window.matchMedia is heard at once. The build's pre-rendered
 * login page is the desktop one (no query matches); a phone re-renders after hydrating.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Whether the viewport is narrower than `px` (the query stops 0.02 px short, as Bootstrap's and antd's do). */
export const useWidthBelow = (px: number) => useMediaQuery(`(max-width: ${px - 0.02}px)`);

/** Whether the viewport is `px` wide or wider: the same query as antd's Grid.useBreakpoint() (md: 768). */
export const useWidthAtLeast = (px: number) => useMediaQuery(`(min-width: ${px}px)`);
