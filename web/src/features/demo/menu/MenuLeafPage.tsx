import { Breadcrumb, Card, Descriptions, Input, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useRouteTitle } from '@/routing/useRouteTitle';
import { useRoutesStore } from '@/routing/routes';
import { DEMO_MENU } from './texts';

/** A leaf of the nested demo menus: where it sits in the tree, and an input to show page caching. */
export function MenuLeafPage() {
  const { t } = useTranslation(DEMO_MENU);
  const title = useRouteTitle();
  const { pathname } = useLocation();
  const flat = useRoutesStore((s) => s.flat);
  // The menus whose paths lead here, outermost first.
  const trail = useMemo(
    () =>
      flat
        .filter((r) => r.path === pathname || pathname.startsWith(`${r.path}/`))
        .sort((a, b) => a.path.length - b.path.length),
    [flat, pathname],
  );
  const here = trail.at(-1);
  return (
    <Card title={here ? title(here) : pathname}>
      <Descriptions
        column={1}
        items={[
          {
            key: 'where',
            label: t('where'),
            children: <Breadcrumb items={trail.map((r) => ({ key: r.path, title: title(r) }))} />,
          },
          { key: 'path', label: t('path'), children: <Typography.Text code>{pathname}</Typography.Text> },
          { key: 'depth', label: t('depth'), children: trail.length },
        ]}
      />
      <Typography.Paragraph type="secondary">{t('cache')}</Typography.Paragraph>
      <Input placeholder={t('input')} aria-label={t('input')} style={{ maxWidth: 360 }} />
    </Card>
  );
}
