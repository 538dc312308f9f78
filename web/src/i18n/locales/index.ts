// One file per feature, each holding its texts in all three languages side by side.
import common from './common.ts';
import login from './login.ts';
import menu from './menu.ts';
import dict from './dict.ts';
import personal from './personal.ts';
import home from './home.ts';
import router from './router.ts';
import helpers from './helpers.ts';
import settings from './settings.ts';
import navbar from './navbar.ts';
import notice from './notice.ts';

export type Language = 'zh-cn' | 'en' | 'zh-tw';
export type LocaleFile = Record<Language, Record<string, unknown>>;

export const locales: Record<string, LocaleFile> = {
  common,
  login,
  menu,
  dict,
  personal,
  home,
  router,
  helpers,
  navbar,
  notice,
  settings,
};
