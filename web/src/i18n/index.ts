import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { textsIn } from '@iot/contract/texts';
import { bootLocales, loadScreenLocales, type Language, type LocaleFile } from './locales/index.ts';

export const LANGUAGES: Language[] = ['zh-cn', 'en', 'zh-tw'];

/** The Accept-Language value the server understands for each console language. */
export const acceptLanguage = (lang: string) => (lang === 'en' ? 'en' : lang === 'zh-tw' ? 'zh-TW' : 'zh-CN');

/** i18next's resources (language → namespace → texts) from our files (namespace → key → three texts). */
const toResources = (files: Record<string, LocaleFile>) =>
  Object.fromEntries(
    LANGUAGES.map((lang, index) => [
      lang,
      Object.fromEntries(Object.entries(files).map(([ns, tree]) => [ns, textsIn(tree, index as 0 | 1 | 2)])),
    ]),
  );

// Start in the stored language, so texts produced before the app renders (a first 401) are right.
const stored = (() => {
  try {
    const lang = (JSON.parse(localStorage.getItem('themeConfig') ?? '{}') as { globalI18n?: string }).globalI18n;
    return lang && (LANGUAGES as string[]).includes(lang) ? lang : 'zh-cn';
  } catch {
    return 'zh-cn';
  }
})();

void i18n.use(initReactI18next).init({
  resources: toResources(bootLocales),
  lng: stored,
  fallbackLng: 'zh-cn',
  lowerCaseLng: true,
  ns: Object.keys(bootLocales),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

let screenTexts: Promise<void> | undefined;

/** Adds the signed-in screens' texts (once); the routes that show those screens wait for it. */
export function loadScreenTexts() {
  screenTexts ??= loadScreenLocales().then((files) => {
    for (const [lang, namespaces] of Object.entries(toResources(files)))
      for (const [ns, texts] of Object.entries(namespaces)) i18n.addResourceBundle(lang, ns, texts);
  });
  return screenTexts;
}

export default i18n;
export type { Language };
