// dayjs in the console's language. Code formats dates with this dayjs, so wherever dates are shown
// the locale (and the localized-format plugin) is set; it loads with the signed-in screens, not
// with the login page.
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import i18n, { type Language } from './index.ts';
import { followLanguage } from './followers.ts';

dayjs.extend(localizedFormat);

const locales: Record<Language, () => Promise<unknown>> = {
  'zh-cn': () => import('dayjs/locale/zh-cn'),
  en: () => Promise.resolve(), // built in
  'zh-tw': () => import('dayjs/locale/zh-tw'),
};

async function speak(lang: Language) {
  if (!(lang in locales)) return; // not one of the console's languages: keep the current one
  await locales[lang]();
  dayjs.locale(lang);
}

// The app waits for this before it re-renders in a new language; any other switch is followed too.
followLanguage(speak);
i18n.on('languageChanged', (lang) => void speak(lang as Language));

/** Resolves once dayjs speaks the language the console started in. */
export const dayjsReady = speak(i18n.language as Language);

export default dayjs;
