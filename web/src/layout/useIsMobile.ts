import { useSyncExternalStore } from 'react';

/** Spec: below 1000 px wide the console is in mobile mode. */
export const MOBILE_MAX_WIDTH = 1000;

const query = () => window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH - 0.02}px)`);

/** Whether the viewport is narrower than 1000 px, following resizes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mq = query();
      mq.addEventListener('change', onChange);
      return () => mq.removeEventListener('change', onChange);
    },
    () => query().matches,
  );
}
