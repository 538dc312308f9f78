import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppRoute } from '@/routing/types';
import i18n from '@/i18n';
import { Session, TokenCookie } from '@/lib/storage';
import { useRoutesStore } from '@/routing/routes';
import { useUserStore } from '@/stores/user';
import { defaultThemeConfig, useThemeConfig } from '@/stores/themeConfig';
import { receiveNotice } from '@/features/system/notice';
import { OPEN_SETTINGS_EVENT } from './SettingsButton';
import { renderWithProviders, mockMedia } from '@/test/render';
import { testRoute } from '@/test/routes';
import { UserMenu } from './UserMenu';

// The bell asks the server for counts and notices; here the server has none.
const { http } = vi.hoisted(() => ({
  http: {
    get: vi.fn(async (url: string) =>
      url.includes('unReadCount') ? { notifyCount: 0, noticeCount: 0 } : { list: [], total: 0, currentPage: 1 },
    ),
    post: vi.fn(async () => null),
    put: vi.fn(),
    del: vi.fn(),
  },
}));
vi.mock('@/lib/http', () => ({ http }));

const route = (path: string, name: string, title: string, extra: Partial<AppRoute['meta']> = {}) =>
  testRoute(path, { name }, { title, ...extra });

const routes: AppRoute[] = [
  route('/home', 'home', '首页'),
  {
    ...route('/system', 'apiV1SystemSetting', '系统设置'),
    children: [
      route('/system/auth/menuList', 'apiV1SystemAuthMenuList', '菜单管理'),
      route('/system/secret', 'secret', 'Secret page', { isHide: true }),
    ],
  },
  route('/iot/device/list', 'apiV1DeviceList', '设备管理'),
];

const location = () => screen.getByTestId('location').textContent;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  useThemeConfig.setState({ themeConfig: { ...defaultThemeConfig } });
  useRoutesStore.setState({ routes, flat: [], loaded: true });
});
afterEach(() => {
  useRoutesStore.getState().reset();
  useUserStore.setState({ permissions: [] });
  http.del.mockReset();
  vi.restoreAllMocks();
});

describe('toolbar', () => {
  it('names every icon-only control and explains it with a tooltip in the current language', async () => {
    renderWithProviders(<UserMenu />);
    const names = [
      'Component size',
      'Language',
      'Menu search',
      'Layout settings',
      'Notifications',
      'Fullscreen',
      'Clear cache',
    ];
    for (const name of names) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Code repository' })).toHaveAttribute('target', '_blank');
    // Every icon-only button has a name.
    for (const button of within(screen.getByTestId('toolbar')).getAllByRole('button')) {
      expect(button.getAttribute('aria-label') || button.textContent).toBeTruthy();
    }
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Clear cache' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Clear cache');

    await act(() => i18n.changeLanguage('zh-cn'));
    expect(screen.getByRole('button', { name: '清除缓存' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '布局配置' })).toBeInTheDocument();
  });

  it('component size sets themeConfig.globalComponentSize', async () => {
    renderWithProviders(<UserMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'Component size' }));
    fireEvent.click(await screen.findByText('Small'));
    expect(useThemeConfig.getState().themeConfig.globalComponentSize).toBe('small');
    expect(JSON.parse(localStorage.getItem('themeConfig')!).globalComponentSize).toBe('small');
  });

  it('language sets themeConfig.globalI18n', async () => {
    renderWithProviders(<UserMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'Language' }));
    fireEvent.click(await screen.findByText('繁體中文'));
    expect(useThemeConfig.getState().themeConfig.globalI18n).toBe('zh-tw');
  });

  it('settings dispatches openSetingsDrawer on window', () => {
    const opened = vi.fn();
    window.addEventListener(OPEN_SETTINGS_EVENT, opened);
    renderWithProviders(<UserMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'Layout settings' }));
    window.removeEventListener(OPEN_SETTINGS_EVENT, opened);
    expect(OPEN_SETTINGS_EVENT).toBe('openSetingsDrawer');
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('fullscreen asks the browser and its icon and name follow document.fullscreenElement', () => {
    const request = vi.fn(() => Promise.resolve());
    const exit = vi.fn(() => Promise.resolve());
    document.documentElement.requestFullscreen = request;
    document.exitFullscreen = exit;
    renderWithProviders(<UserMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'Fullscreen' }));
    expect(request).toHaveBeenCalled();

    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => document.documentElement });
    act(() => void document.dispatchEvent(new Event('fullscreenchange')));
    fireEvent.click(screen.getByRole('button', { name: 'Exit fullscreen' }));
    expect(exit).toHaveBeenCalled();

    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => null });
    act(() => void document.dispatchEvent(new Event('fullscreenchange')));
    expect(screen.getByRole('button', { name: 'Fullscreen' })).toBeInTheDocument();
  });

  it('clear cache, once confirmed, clears the server’s caches and the browser’s (token, userInfo and theme kept), then reloads', async () => {
    TokenCookie.set('the-token');
    Session.set('userInfo', { userName: 'admin' });
    Session.set('userMenu', [{ id: 1 }]);
    Session.set('permissions', ['*/*/*']);
    Session.set('tagsViewList', [{ path: '/home' }]);
    useUserStore.setState({ permissions: ['*/*/*'] });
    localStorage.setItem('themeConfig', JSON.stringify({ layout: 'classic' }));
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    const { client } = renderWithProviders(<UserMenu />);
    client.setQueryData(['menu'], [1, 2]);

    fireEvent.click(screen.getByRole('button', { name: 'Clear cache' }));
    // Nothing happens before the confirmation.
    const confirm = await screen.findByRole('tooltip', { name: /Clear the cached data/ });
    expect(http.del).not.toHaveBeenCalled();
    expect(Session.get('userMenu')).toEqual([{ id: 1 }]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(http.del).toHaveBeenCalledWith('/api/v1/system/cache/remove');
    expect(TokenCookie.get()).toBe('the-token');
    expect(Session.get('userInfo')).toEqual({ userName: 'admin' });
    expect(Session.get('userMenu')).toBeNull();
    expect(Session.get('permissions')).toBeNull();
    expect(Session.get('tagsViewList')).toBeNull();
    expect(localStorage.getItem('themeConfig')).toContain('classic');
    expect(client.getQueryData(['menu'])).toBeUndefined();
  });

  it('clear cache: only the browser’s for a user without the server’s rule; nothing when the server refuses', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    const clearCache = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Clear cache' }));
      const confirm = await screen.findByRole('tooltip', { name: /Clear the cached data/ });
      fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    };
    useUserStore.setState({ permissions: ['btn.add'] });
    const { unmount } = renderWithProviders(<UserMenu />);
    await clearCache();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(http.del).not.toHaveBeenCalled();
    unmount();

    // The server said no (and the call told the user why): the page stays as it is.
    reload.mockClear();
    Session.set('userMenu', [{ id: 1 }]);
    useUserStore.setState({ permissions: ['api/v1/system/cache/remove'] });
    http.del.mockRejectedValueOnce(new Error('denied'));
    renderWithProviders(<UserMenu />);
    await clearCache();
    await waitFor(() => expect(http.del).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(reload).not.toHaveBeenCalled();
    expect(Session.get('userMenu')).toEqual([{ id: 1 }]);
  });
});

describe('notifications bell', () => {
  it('shows "No notifications" when empty and goes to the notification centre', async () => {
    renderWithProviders(<UserMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByTestId('notice-panel');
    expect(within(panel).getByText('No notifications')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    fireEvent.click(within(panel).getByRole('button', { name: 'Go to notification centre' }));
    expect(location()).toBe('/system/sysNotice/show');
  });

  it('counts unread notices on the badge and marks them all read', async () => {
    const { client } = renderWithProviders(<UserMenu />);
    // The server's (empty) answer first, then two live notices.
    await waitFor(() => expect(client.isFetching()).toBe(0));
    act(() => {
      receiveNotice(client, { id: 1, title: 'Device offline', type: 1 });
      receiveNotice(client, { id: 2, title: 'Firmware ready', type: 1 });
    });
    // The query cache tells the bell on its next tick.
    await waitFor(() => expect(screen.getByTestId('toolbar')).toHaveTextContent('2'));
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByTestId('notice-panel');
    expect(within(panel).getByText('Device offline')).toBeInTheDocument();
    expect(within(panel).queryByText('No notifications')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('/api/v1/system/sysNoticeRead/readAll'));
    expect(screen.getByTestId('toolbar')).not.toHaveTextContent('2');
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });
});

describe('menu search', () => {
  const openSearch = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Menu search' }));
    return screen.findByPlaceholderText('Search menus by title or route path');
  };

  it('finds a visible page by its title in the current language and goes there on Enter', async () => {
    renderWithProviders(<UserMenu />);
    const input = await openSearch();
    await waitFor(() => expect(input).toHaveFocus());
    fireEvent.change(input, { target: { value: 'menus' } });
    const option = await screen.findByText('Menus');
    expect(option.closest('.ant-select-item-option')).toBeInTheDocument();
    expect(screen.queryByText('Devices')).toBeNull();
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(location()).toBe('/system/auth/menuList');
    await waitFor(() => expect(screen.queryByPlaceholderText('Search menus by title or route path')).toBeNull());
  });

  it('finds by route path; a click navigates', async () => {
    renderWithProviders(<UserMenu />);
    const input = await openSearch();
    expect(input).toHaveAccessibleName('Menu search');
    fireEvent.change(input, { target: { value: '/iot/device' } });
    fireEvent.click(await screen.findByText('Devices'));
    expect(location()).toBe('/iot/device/list');
  });

  it('finds by the Chinese title, never hidden pages or directories', async () => {
    renderWithProviders(<UserMenu />);
    const input = await openSearch();
    fireEvent.change(input, { target: { value: '设备' } });
    expect(await screen.findByText('Devices')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'secret' } });
    expect(await screen.findByText('No matching menus')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'system settings' } });
    expect(await screen.findByText('No matching menus')).toBeInTheDocument();
    expect(screen.queryByText('System settings')).toBeNull();
  });
});

describe('user menu', () => {
  it('opens with the keyboard and asks before logging out', async () => {
    Session.set('userInfo', { userName: 'admin', userNickname: 'Administrator', roles: [] });
    const { useUserStore } = await import('@/stores/user');
    useUserStore.setState({ userInfo: Session.get('userInfo') });
    useRoutesStore.setState({ flat: [route('/personal', 'personal', '个人中心', { isHide: true })] });
    renderWithProviders(<UserMenu />);
    const trigger = screen.getByTestId('user-menu');
    expect(trigger).toHaveTextContent('Administrator');
    fireEvent.keyDown(trigger, { key: 'Enter' });
    for (const item of ['Home', 'Personal centre', '404', '401'])
      expect(await screen.findByText(item)).toBeInTheDocument();
    fireEvent.click(screen.getByText('Personal centre'));
    expect(location()).toBe('/personal');

    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    fireEvent.click(await screen.findByText('Log out'));
    expect(await screen.findByText('This operation will log out. Do you want to continue?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('This operation will log out. Do you want to continue?')).toBeNull());
    expect(location()).toBe('/personal');
    useUserStore.setState({ userInfo: null });
  });

  it("names the seeded administrator in the user's language while the nickname is the seeded one", async () => {
    const { useUserStore } = await import('@/stores/user');
    useUserStore.setState({ userInfo: { userName: 'admin', userNickname: '超级管理员', roles: [] } as never });
    renderWithProviders(<UserMenu />);
    expect(screen.getByTestId('user-menu')).toHaveTextContent('Administrator');
    await act(() => i18n.changeLanguage('zh-tw'));
    expect(screen.getByTestId('user-menu')).toHaveTextContent('超級管理員');
    await act(() => i18n.changeLanguage('en'));
    act(() => useUserStore.setState({ userInfo: { userName: 'admin', userNickname: 'Boss', roles: [] } as never }));
    expect(screen.getByTestId('user-menu')).toHaveTextContent('Boss');
    useUserStore.setState({ userInfo: null });
  });

  it('does not offer the personal centre to a user whose routes lack it (no 404 for demo)', async () => {
    const { useUserStore } = await import('@/stores/user');
    useUserStore.setState({ userInfo: { userName: 'demo', userNickname: 'Demo', roles: [] } as never });
    renderWithProviders(<UserMenu />);
    fireEvent.keyDown(screen.getByTestId('user-menu'), { key: 'Enter' });
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(screen.queryByText('Personal centre')).toBeNull();
    useUserStore.setState({ userInfo: null });
  });
});

describe('narrow screens', () => {
  it('fold search, size and the repository into a "More" menu that still works', async () => {
    const restore = mockMedia('767.98', true);
    try {
      renderWithProviders(<UserMenu />);
      expect(screen.queryByRole('button', { name: 'Menu search' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Component size' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Code repository' })).toBeNull();
      for (const name of ['Language', 'Layout settings', 'Notifications', 'Fullscreen', 'Clear cache']) {
        expect(screen.getByRole('button', { name })).toBeInTheDocument();
      }
      fireEvent.click(screen.getByRole('button', { name: 'More' }));
      expect(await screen.findByRole('link', { name: 'Code repository' })).toHaveAttribute('target', '_blank');
      fireEvent.click(await screen.findByText('Menu search'));
      expect(await screen.findByPlaceholderText('Search menus by title or route path')).toBeInTheDocument();
    } finally {
      restore();
    }
  });
});
