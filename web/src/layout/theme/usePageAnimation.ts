import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { ThemeConfig } from '@/stores/themeConfig';
import './page-animation.css';

/** The class that plays the entering animation chosen by the element's data-animation. */
export const PAGE_ENTER_CLASS = 'page-enter';

/**
 * Plays the page animation (slide-right, slide-left, opacitys; none plays nothing) on the returned
 * element each time another page is shown. The element is animated, not re-mounted, so kept-alive
 * pages keep their state.
 */
export function usePageAnimation<T extends HTMLElement>(animation: ThemeConfig['animation']) {
  const ref = useRef<T>(null);
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.classList.remove(PAGE_ENTER_CLASS);
    if (animation === 'none') return;
    // Reading the layout between removing and adding the class restarts the animation.
    void el.offsetWidth;
    el.classList.add(PAGE_ENTER_CLASS);
    const done = (e: AnimationEvent) => {
      if (e.target === el) el.classList.remove(PAGE_ENTER_CLASS);
    };
    el.addEventListener('animationend', done);
    return () => el.removeEventListener('animationend', done);
  }, [pathname, animation]);
  return ref;
}
