import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

const SCROLLERS = '.ant-table-content, .ant-table-body';

/** Makes each table scroller under `root` that overflows a named, focusable region; the others not. */
function mark(root: HTMLElement, label: string) {
  root.querySelectorAll<HTMLElement>(SCROLLERS).forEach((el) => {
    const scrolls = el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
    if (scrolls) {
      el.tabIndex = 0;
      el.setAttribute('role', 'region');
      el.setAttribute('aria-label', label);
    } else if (el.getAttribute('role') === 'region') {
      el.removeAttribute('tabindex');
      el.removeAttribute('role');
      el.removeAttribute('aria-label');
    }
  });
}

/**
 * Lets keyboard users scroll a table that overflows its card (a phone, a wide list, an empty one
 * with no buttons to tab to): its scroller becomes a focusable region named "Table (scrolls)", so
 * the arrow keys scroll it (WCAG 2.1.1; axe's scrollable-region-focusable). Checked after each
 * render and when the window resizes.
 */
export function useScrollRegions(ref: RefObject<HTMLElement | null>) {
  const { t } = useTranslation('common');
  const label = t('scrollRegion');
  useLayoutEffect(() => {
    if (ref.current) mark(ref.current, label);
  });
  useEffect(() => {
    const again = () => ref.current && mark(ref.current, label);
    window.addEventListener('resize', again);
    return () => window.removeEventListener('resize', again);
  }, [ref, label]);
}
