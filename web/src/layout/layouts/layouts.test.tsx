import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildRoutes, flattenRoutes } from '@/routing/build';
import { useRoutesStore } from '@/routing/routes';
import { defaultThemeConfig, useThemeConfig } from '@/stores/themeConfig';
import { renderWithProviders } from '@/test/render';
import { testMenu } from '@/test/routes';
import { ClassicLayout } from './Classic';
import { DefaultsLayout } from './Defaults';
import { GolinkLayout } from './Golink';

// The top bar's bells ask the server for notices and alarms; here nobody answers.
vi.mock('@/lib/http', () => import('@/test/httpMock'));

const menu = (id: number, name: string, path: string, title: string, children: ReturnType<typeof testMenu>[] = []) =>
  testMenu(
    path,
    { id, name, component: children.length ? 'layout/routerView/parent' : `${name}/index`, children },
    { title },
  );
const menus = [
  menu(1, 'iot', '/iot', 'IoT', [menu(2, 'device', '/iot/device', 'Devices')]),
  menu(3, 'system', '/system', 'System settings', [menu(4, 'menus', '/system/menus', 'Menus')]),
];

afterEach(() => useThemeConfig.setState({ themeConfig: { ...defaultThemeConfig } }));

function show(Layout: () => React.ReactNode, config: Partial<typeof defaultThemeConfig>) {
  useThemeConfig.setState({ themeConfig: { ...defaultThemeConfig, ...config } });
  const routes = buildRoutes(menus, ['admin'], {});
  useRoutesStore.setState({ routes, flat: routes.flatMap((r) => [r, ...r.children]), loaded: true });
  renderWithProviders(<Layout />, { route: '/home' });
}

describe('layouts', () => {
  it('golink lists the sections with their pages in the aside, also on /home (spec §1)', async () => {
    show(GolinkLayout, { layout: 'golink', isClassicSplitMenu: true });
    const aside = document.querySelector<HTMLElement>('[data-region="aside"]');
    expect(aside).not.toBeNull();
    for (const section of ['IoT', 'System settings']) expect(within(aside!).getByText(section)).toBeInTheDocument();
    // No section menu in the top bar: the split menu does not apply to golink.
    const header = document.querySelector<HTMLElement>('[data-region="header"]')!;
    expect(within(header).queryByText('IoT')).toBeNull();
    expect(await screen.findAllByText('IoT')).toHaveLength(1);
  });

  it('classic with the split menu puts the sections in the top bar', () => {
    show(ClassicLayout, { layout: 'classic', isClassicSplitMenu: true });
    const header = document.querySelector<HTMLElement>('[data-region="header"]')!;
    expect(within(header).getByText('IoT')).toBeInTheDocument();
  });

  it("opens the section of the page on screen by the menu tree, not by the path's prefix", () => {
    // The seeded overview holds /home and the notification centre, whose path starts with /system.
    const tree = [
      menu(5, 'overview', '/overview', 'Overview', [
        menu(6, 'home', '/home', 'Home'),
        menu(7, 'notices', '/system/notices', 'Notification centre'),
      ]),
      ...menus,
    ];
    const routes = buildRoutes(tree, ['admin'], {});
    for (const path of ['/home', '/system/notices']) {
      useRoutesStore.setState({ routes, flat: flattenRoutes(routes), loaded: true });
      const { unmount } = renderWithProviders(<DefaultsLayout />, { route: path });
      const aside = document.querySelector<HTMLElement>('[data-region="aside"]')!;
      expect(within(aside).getByRole('menuitem', { name: /Home/ }), path).toBeVisible();
      expect(within(aside).queryByRole('menuitem', { name: /Menus/ }), path).toBeNull();
      unmount();
    }
  });
});
