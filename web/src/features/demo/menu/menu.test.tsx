import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { useRoutesStore } from '@/routing/routes';
import { renderWithProviders } from '@/test/render';
import { testRoute } from '@/test/routes';
import { itHasEveryLanguage } from '@/test/texts';
import { MenuLeafPage } from './MenuLeafPage';
import { DEMO_MENU, demoMenuTexts } from './texts';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => useRoutesStore.setState({ routes: [], flat: [] }));

describe('nested menu texts', () => itHasEveryLanguage(DEMO_MENU, demoMenuTexts));

describe('nested menu leaf', () => {
  it('shows the trail of menus that lead to it, its path and depth', () => {
    const flat = [
      testRoute('/demo', {}, { title: 'Demos' }),
      testRoute('/demo/menu', {}, { title: 'Nested' }),
      testRoute('/demo/menu/menu1', {}, { title: 'Menu 1' }),
      testRoute('/demo/menu/menu1/menu12', {}, { title: 'Menu 12' }),
      testRoute('/demo/menu/menu1/menu12/menu121', {}, { title: 'Menu 121' }),
      testRoute('/demo/menu/menu2', {}, { title: 'Menu 2' }),
    ];
    useRoutesStore.setState({ flat });
    renderWithProviders(<MenuLeafPage />, { route: '/demo/menu/menu1/menu12/menu121' });
    expect(screen.getAllByText('Menu 121').length).toBeGreaterThan(1);
    for (const title of ['Demos', 'Nested', 'Menu 1', 'Menu 12']) expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.queryByText('Menu 2')).not.toBeInTheDocument();
    expect(screen.getByText('/demo/menu/menu1/menu12/menu121', { selector: 'code' })).toBeInTheDocument();
    expect(screen.getByText('5')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Test page caching' })).toBeInTheDocument();
  });
});
