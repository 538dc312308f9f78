import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A menu's title in the current language. The `router` texts know the seeded menus by route name,
 * but only while the server's title is still the seeded one: a title an administrator renamed wins.
 */
export function useRouteTitle() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (route: { name: string; meta: { title: string } }) => {
      const key = `router:${route.name}`;
      const seeded = i18n.getFixedT('zh-cn')(key, { defaultValue: '' });
      return seeded && seeded === route.meta.title ? t(key) : route.meta.title;
    },
    [t, i18n],
  );
}
