import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Moves the keyboard focus to the console's main region (made focusable for the purpose). */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.querySelector<HTMLElement>('[data-region="main"]');
  if (!main) return;
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
  main.focus();
  main.scrollIntoView?.({ block: 'start' });
}

/**
 * "Skip to content": the first thing the Tab key reaches in the console, hidden until focused
 * (global.css), so keyboard users need not walk through the menus on every page.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main" onClick={skipToMain}>
      {t('skipToContent')}
    </a>
  );
}
