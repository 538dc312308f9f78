import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import type { AppRoute } from '@/routing/types';
import { useRoutesStore } from '@/routing/routes';
import { renderWithProviders } from '@/test/render';
import { PageHeading } from './PageHeading';
import { SkipLink } from './SkipLink';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => useRoutesStore.setState({ routes: [], flat: [] }));

describe('skip link', () => {
  it('moves the focus to the main region', () => {
    renderWithProviders(
      <>
        <SkipLink />
        <button>menu</button>
        <main data-region="main">content</main>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Skip to content' });
    fireEvent.click(link);
    expect(document.querySelector('[data-region="main"]')).toHaveFocus();
  });
});

describe('page heading', () => {
  it("is one h1 with the current menu's title", () => {
    const route = { path: '/system/dict/type/list', name: 'apiV1SystemDictTypeList', meta: { title: 'My dicts' } };
    useRoutesStore.setState({ flat: [route as AppRoute] });
    renderWithProviders(<PageHeading />, { route: '/system/dict/type/list' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['My dicts']);
  });

  it('names the not-found page on an unknown address', () => {
    renderWithProviders(<PageHeading />, { route: '/nowhere' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Wrong address input');
  });
});
