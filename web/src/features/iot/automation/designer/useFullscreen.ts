import { useSyncExternalStore, type RefObject } from 'react';

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};

/** Full screen for one element (the designer), as the spec's designer's button; Esc leaves it too. */
export function useFullscreen(element: RefObject<HTMLElement | null>) {
  const active = useSyncExternalStore(
    subscribe,
    () => !!element.current && document.fullscreenElement === element.current,
    () => false,
  );
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
    else void element.current?.requestFullscreen?.().catch(() => undefined);
  };
  return { active, toggle };
}
