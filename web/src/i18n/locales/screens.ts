// The signed-in screens' texts (see index.ts): loaded before the layout, the 401 page or a
// visualising page renders.
import dict from './dict.ts';
import home from './home.ts';
import menu from './menu.ts';
import navbar from './navbar.ts';
import notice from './notice.ts';
import personal from './personal.ts';
import router from './router.ts';
import settings from './settings.ts';
import type { LocaleFile } from './index.ts';

export const screenLocales: Record<string, LocaleFile> = {
  dict,
  home,
  menu,
  navbar,
  notice,
  personal,
  router,
  settings,
};
