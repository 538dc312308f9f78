import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { locales, type Language } from './locales/index.ts';

export const LANGUAGES: Language[] = ['zh-cn', 'en', 'zh-tw'];

/** The Accept-Language value the server understands for each console language. */
export const acceptLanguage = (lang: string) => (lang === 'en' ? 'en' : lang === 'zh-tw' ? 'zh-TW' : 'zh-CN');

const resources = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, Object.fromEntries(Object.entries(locales).map(([ns, texts]) => [ns, texts[lang]]))]),
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
  resources,
  lng: stored,
  fallbackLng: 'zh-cn',
  lowerCaseLng: true,
  ns: Object.keys(locales),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
export type { Language };
