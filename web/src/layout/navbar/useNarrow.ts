import { useSyncExternalStore } from 'react';

/** Below 768 px the toolbar folds its less important items into an overflow menu. */
export const NARROW_MAX_WIDTH = 768;

const query = () => window.matchMedia(`(max-width: ${NARROW_MAX_WIDTH - 0.02}px)`);

/** Whether the viewport is narrower than 768 px, following resizes. */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mq = query();
      mq.addEventListener('change', onChange);
      return () => mq.removeEventListener('change', onChange);
    },
    () => query().matches,
  );
}
