// One file per feature, each holding its texts in all three languages side by side. The first page
// gets only what the login page, the request layer and the theme engine say; the signed-in
// screens' texts come with their code (screens.ts).
import common from './common.ts';
import helpers from './helpers.ts';
import login from './login.ts';

export type Language = 'zh-cn' | 'en' | 'zh-tw';
export type LocaleFile = Record<Language, Record<string, unknown>>;

export const bootLocales: Record<string, LocaleFile> = { common, helpers, login };

/** The signed-in screens' texts, as their own chunk. */
export const loadScreenLocales = () => import('./screens.ts').then((m) => m.screenLocales);
