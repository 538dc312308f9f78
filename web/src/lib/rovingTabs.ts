// WAI-ARIA tabs keyboard pattern, shared by the open-pages tabs and the login mode tabs (kept free
// of React and antd so the login page loads nothing more for it).

/** Where Left/Right (wrapping), Home and End move from tab `index` of `count`; undefined for other keys. */
export function rovingTarget(key: string, index: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'ArrowRight':
      return (index + 1) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * A tablist's keydown: moves the focus to the tab the key points at and returns its index (the
 * caller may select it), or undefined when the key is not a tab-moving key.
 */
export function focusTabFor(event: { key: string; currentTarget: HTMLElement; preventDefault(): void }) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
  const from = tabs.findIndex((tab) => tab.contains(document.activeElement));
  const to = rovingTarget(event.key, Math.max(from, 0), tabs.length);
  if (to === undefined) return undefined;
  event.preventDefault();
  tabs[to].focus();
  tabs[to].scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  return to;
}

/** Enter and Space activate a focused tab (or any element acting as a button). */
export const isActivationKey = (key: string) => key === 'Enter' || key === ' ';
