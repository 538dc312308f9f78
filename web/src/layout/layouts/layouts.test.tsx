import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildRoutes } from '@/app/routes/build';
import { useRoutesStore } from '@/stores/routes';
import { defaultThemeConfig, useThemeConfig } from '@/stores/themeConfig';
import { renderWithProviders } from '@/test/render';
import { testMenu } from '@/test/routes';
import { ClassicLayout } from './Classic';
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
});
