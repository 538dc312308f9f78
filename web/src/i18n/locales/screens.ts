// The signed-in screens' texts (see index.ts): loaded before the layout, the 401 page or a
// visualising page renders.
import navbar from './navbar.ts';
import router from './router.ts';
import seeded from './seeded.ts';
import settings from './settings.ts';
import type { LocaleFile } from './index.ts';

export const screenLocales: Record<string, LocaleFile> = {
  navbar,
  router,
  seeded,
  settings,
};
