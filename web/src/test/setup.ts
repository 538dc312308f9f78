import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadScreenTexts } from '@/i18n';
import { staticMediaList } from './media';

// Lazy chunks load and antd forms validate asynchronously; on a busy machine (the whole suite on 2 cores)
// that can take many seconds. Nothing is timed: this only bounds how long a test waits.
configure({ asyncUtilTimeout: 45000 });

// Screens find their texts loaded, as the router sees to in the app.
await loadScreenTexts();

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0].trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

// antd reads matchMedia, which jsdom lacks.
if (!window.matchMedia) window.matchMedia = (query: string) => staticMediaList(query, false);

// antd's Table, Tabs and Select measure themselves; jsdom has no ResizeObserver.
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// antd's CSS-in-JS adds hundreds of rules to <head>, and jsdom matches every one of them against an
// element each time anything asks for its computed style (testing-library's role and name queries do,
// for every candidate): three quarters of a screen test's time went there. No test reads a style
// from a stylesheet, so <style> elements get a type jsdom does not parse.
const createElement = document.createElement.bind(document);
document.createElement = ((tagName: string, options?: ElementCreationOptions) => {
  const el = createElement(tagName, options);
  if (tagName.toLowerCase() === 'style') el.setAttribute('type', 'text/x-not-parsed-in-tests');
  return el;
}) as typeof document.createElement;

// rc-util measures the scrollbar with getComputedStyle(el, '::-webkit-scrollbar'), which jsdom lacks.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt: Element) => computedStyle(elt);
