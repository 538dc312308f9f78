import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A title given per language as JSON (`{"zh-cn":"…","en":"…","zh-tw":"…"}`, as a `tagsViewName`
 * may be): the current language's text, else the first one; undefined for a plain title.
 */
export function perLanguage(title: string, language: string): string | undefined {
  if (!title.startsWith('{')) return undefined;
  try {
    const map: unknown = JSON.parse(title);
    if (!map || typeof map !== 'object' || Array.isArray(map)) return undefined;
    const texts = map as Record<string, unknown>;
    const text = texts[language] ?? Object.values(texts)[0];
    return typeof text === 'string' && text ? text : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A menu's title in the current language. The `router` texts know the seeded menus by route name,
 * but only while the server's title is still the seeded one: a title an administrator renamed wins.
 */
export function useRouteTitle() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (route: { name: string; meta: { title: string } }) => {
      const own = perLanguage(route.meta.title, i18n.language);
      if (own) return own;
      const key = `router:${route.name}`;
      const seeded = i18n.getFixedT('zh-cn')(key, { defaultValue: '' });
      return seeded && seeded === route.meta.title ? t(key) : route.meta.title;
    },
    [t, i18n],
  );
}
