// After `vite build`: renders /login with the app's own code (prerender.tsx, loaded through Vite's
// SSR loader) and writes dist/login.html, which the server sends for /login. The card is painted
// from this HTML and its inlined antd styles before any JavaScript arrives; main.tsx hydrates it.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Beasties from 'beasties';
import { createServer } from 'vite';

// The same React and antd builds as the bundle: production class names, so the markup hydrates.
process.env.NODE_ENV = 'production';
const web = new URL('..', import.meta.url).pathname;
const dist = `${web}dist`;

const sha256 = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The files that hold up the first paint (the theme script and the stylesheet) go inline, so the
 * card paints from the HTML alone. The app's entry is only preloaded here and started by a small
 * inline script after the first frame: otherwise the browser, with the parser done and the bundle
 * already downloaded, runs the whole hydration before it paints anything (about 1 s of main thread
 * under 4x CPU). The server's CSP allows both inline scripts by their hashes, written to
 * dist/csp.json for it.
 */
function inlineBlockingFiles(page: string): string {
  const bootTheme = readFileSync(`${dist}/boot-theme.js`, 'utf8');
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(page);
  if (!entry) throw new Error('dist/index.html has no module entry script');
  const startAfterPaint =
    `requestAnimationFrame(function(){setTimeout(function(){var s=document.createElement('script');` +
    `s.type='module';s.crossOrigin='';s.src='${entry[1]}';document.head.appendChild(s)})})`;
  writeFileSync(`${dist}/csp.json`, JSON.stringify({ scriptSrc: [sha256(bootTheme), sha256(startAfterPaint)] }));
  return page
    .replace('<script src="/boot-theme.js"></script>', () => `<script>${bootTheme}</script>`)
    .replace(
      entry[0],
      () => `<link rel="modulepreload" crossorigin href="${entry[1]}">\n    <script>${startAfterPaint}</script>`,
    )
    .replace(/<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g, (_, href: string) => {
      const css = readFileSync(`${dist}${href}`, 'utf8');
      return `<style>${css}</style>`;
    });
}

/**
 * Of antd's styles for the login components (whole components: every variant, size and state) only
 * the rules the pre-rendered markup uses, about a fifth: less CSS to parse before the first paint.
 * The rule that tells antd these styles are on the page goes with the rest, so the app injects its
 * complete styles itself when it starts and later states (errors, loading) are styled.
 */
async function criticalCss(css: string, html: string): Promise<string> {
  // compress: false, because beasties 0.5's minifier drops a '{' or ';' here and there in antd's
  // already minified CSS; the CSS is minified anyway.
  const beasties = new Beasties({
    path: dist,
    external: false,
    reduceInlineStyles: true,
    compress: false,
    logLevel: 'warn',
  });
  const page = await beasties.process(`<html><head><style>${css}</style></head><body>${html}</body></html>`);
  return [...page.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
}

const vite = await createServer({
  root: web,
  mode: 'production',
  configFile: `${web}vite.config.ts`,
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'warn',
  // antd and its parts ship ES modules in packages Node reads as CommonJS: Vite loads them instead.
  ssr: { noExternal: [/^antd/, /^@ant-design\//, /^@rc-component\//, /^rc-/] },
  environments: {
    ssr: { resolve: { mainFields: ['module', 'main'], conditions: ['module', 'import', 'production'] } },
  },
});
try {
  const { renderLogin, prerenderedWith } = (await vite.ssrLoadModule(
    '/src/prerender.tsx',
  )) as typeof import('../src/prerender.tsx');
  const { html, styles } = await renderLogin();
  const template = readFileSync(`${dist}/index.html`, 'utf8');
  if (!template.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root');
  const head =
    // boot-theme.js reads this: a visitor whose stored settings differ gets the page rendered afresh.
    `<meta name="prerendered-with" content="${JSON.stringify(prerenderedWith).replaceAll('"', '&quot;')}" />\n` +
    `    <style>html[data-prerender='stale'] #root[data-prerendered]{visibility:hidden}</style>\n` +
    `    <style>${await criticalCss(styles, html)}</style>\n`;
  const page = inlineBlockingFiles(
    template
      .replace('<script src="/boot-theme.js"></script>', `${head}    <script src="/boot-theme.js"></script>`)
      .replace('<div id="root"></div>', `<div id="root" data-prerendered="login">${html}</div>`),
  );
  writeFileSync(`${dist}/login.html`, page);
  writeFileSync(
    `${dist}/login.html.br`,
    brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${dist}/login.html.gz`, gzipSync(page, { level: 9 }));
  console.log(`pre-rendered /login: ${(page.length / 1024).toFixed(1)} KB (dist/login.html)`);
} finally {
  await vite.close();
}
