import { Breadcrumb as AntBreadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocation } from 'react-router';
import type { AppRoute } from '@/routing/types';
import { useRouteTitle } from '@/routing/useRouteTitle';
import { MenuIcon } from '@/components/icon/MenuIcon';
import { useRoutesStore } from '@/routing/routes';
import { useThemeConfig } from '@/stores/themeConfig';
import { findRoute } from '../main/findRoute';

/** The chain of menus down to the current page. */
export function Breadcrumb() {
  const routes = useRoutesStore((s) => s.routes);
  const flat = useRoutesStore((s) => s.flat);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const title = useRouteTitle();
  const showIcon = useThemeConfig((s) => s.themeConfig.isBreadcrumbIcon);
  const current = findRoute(flat, pathname)?.route;
  const chain: AppRoute[] = [];
  const walk = (list: AppRoute[]): boolean =>
    list.some((r) => {
      chain.push(r);
      if (r === current || walk(r.children)) return true;
      chain.pop();
      return false;
    });
  if (current) walk(routes);
  return (
    <AntBreadcrumb
      data-region="breadcrumb"
      // Named, as the pager's nav is: a page's landmarks must tell themselves apart.
      aria-label={t('breadcrumb')}
      items={chain.map((r, i) => ({
        key: r.path,
        title: (
          <span
            style={{ cursor: i < chain.length - 1 && r.redirect ? 'pointer' : undefined }}
            onClick={() => i < chain.length - 1 && r.redirect && navigate(r.redirect)}
          >
            {showIcon && <MenuIcon name={r.meta.icon} />} {title(r)}
          </span>
        ),
      }))}
    />
  );
}
