import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@/i18n';
import { App } from '@/app/App';
import { createRouter } from '@/app/router';
import { keepEarlyInput } from '@/features/auth';
import { Local } from '@/lib/storage';
import { useThemeConfig } from '@/stores/themeConfig';
import './styles/global.css';

// themeConfig is written on first load so the stored contract always holds a full object.
if (!Local.get('themeConfig')) Local.set('themeConfig', useThemeConfig.getState().themeConfig);

const rootElement = document.getElementById('root')!;
const router = createRouter();
const app = (
  <StrictMode>
    <App>
      <RouterProvider router={router} />
    </App>
  </StrictMode>
);

/** The router's first navigation (guard, lazy route) has settled. */
const routerReady = () =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

// The server sends /login pre-rendered (build/prerender.ts). React takes over that markup when it is
// what this visitor would see: still /login once the guard has run, drawn with their settings
// (boot-theme.js marks it stale otherwise). Anything else renders afresh.
// Not a top-level await: the login route lives in this entry's chunk, and its lazy import would
// wait for this module to finish evaluating.
function start() {
  // From here React handles every submit (boot-theme.js held back those before); what was typed and
  // submitted on the pre-rendered page is kept for the login form.
  document.documentElement.setAttribute('data-live', '');
  keepEarlyInput(rootElement);
  const prerendered = rootElement.dataset.prerendered;
  const matches =
    document.documentElement.dataset.prerender !== 'stale' &&
    router.state.location.pathname === `/${prerendered}` &&
    !router.state.errors;
  if (prerendered && matches) return hydrateRoot(rootElement, app);
  rootElement.replaceChildren();
  delete rootElement.dataset.prerendered;
  createRoot(rootElement).render(app);
}
if (rootElement.dataset.prerendered) void routerReady().then(start);
else start();
