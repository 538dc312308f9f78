import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { useRoutesStore } from '@/routing/routes';
import { useUserStore } from '@/stores/user';
import { renderWithProviders } from '@/test/render';
import { testRoute } from '@/test/routes';
import { HomePage } from './HomePage';

const page = (path: string, title: string) => testRoute(path, {}, { title });

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  useRoutesStore.setState({ routes: [], flat: [] });
  vi.unstubAllGlobals();
});

describe('home page', () => {
  it('offers the quick-access cards as links (Tab reaches them, Enter opens) and a decorative avatar', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ status: 'ok', db: 'pglite' }))),
    );
    useUserStore.setState({ userInfo: { userName: 'admin', userNickname: 'Ada', roles: [] } as never });
    useRoutesStore.setState({ routes: [page('/devices', 'My devices'), page('/products', 'My products')] });
    renderWithProviders(<HomePage />, { route: '/home' });
    const devices = screen.getByRole('link', { name: 'My devices' });
    expect(devices).toHaveAttribute('href', '/devices');
    expect(screen.getByRole('link', { name: 'My products' })).toHaveAttribute('href', '/products');
    fireEvent.click(devices);
    expect(screen.getByTestId('location')).toHaveTextContent('/devices');
    expect(document.querySelector('.ant-avatar img')).toHaveAttribute('alt', '');
  });
});
