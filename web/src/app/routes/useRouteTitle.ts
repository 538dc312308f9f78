import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppRoute } from './types';

/**
 * A menu's title in the current language: the `router` texts know the seeded menus by route name;
 * anything else shows the title the server sent.
 */
export function useRouteTitle() {
  const { t } = useTranslation();
  return useCallback(
    (route: Pick<AppRoute, 'name' | 'meta'>) => t(`router:${route.name}`, { defaultValue: route.meta.title }),
    [t],
  );
}
