// Build-time entry (run by build/prerender.ts, never shipped): renders /login to HTML with the
// same App and routes the browser uses, and collects antd's styles for it, so the login card is
// painted from the HTML before any script arrives and React hydrates it (main.tsx).
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import '@/i18n';
import { App } from '@/app/App';
import { routes } from '@/app/router';
import { defaultThemeConfig } from '@/stores/themeConfig';

/** The routes without loaders: the guard reads the browser's cookie; a first visit has none. */
const withoutLoaders = (list: RouteObject[]): RouteObject[] =>
  list.map((r) => ({ ...r, loader: undefined, children: r.children && withoutLoaders(r.children) }) as RouteObject);

/** The theme settings the pre-rendered page was drawn with; boot-theme.js compares the stored ones. */
export const prerenderedWith = {
  globalI18n: defaultThemeConfig.globalI18n,
  isIsDark: defaultThemeConfig.isIsDark,
  primary: defaultThemeConfig.primary,
  globalComponentSize: defaultThemeConfig.globalComponentSize,
  globalTitle: defaultThemeConfig.globalTitle,
};

/** The page's markup and antd's styles for it (plain CSS). */
export async function renderLogin(): Promise<{ html: string; styles: string }> {
  const handler = createStaticHandler(withoutLoaders(routes));
  const context = await handler.query(new Request('http://localhost/login'));
  if (context instanceof Response) throw new Error(`/login answered ${context.status} while pre-rendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache();
  const html = renderToString(
    <StrictMode>
      <StyleProvider cache={cache}>
        <App>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>
      </StyleProvider>
    </StrictMode>,
  );
  return { html, styles: extractStyle(cache, { plain: true }) };
}
