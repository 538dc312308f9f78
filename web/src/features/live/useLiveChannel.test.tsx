import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRoutesStore } from '@/routing/routes';
import { useSessionExpired } from '@/stores/sessionExpired';
import { useUserStore } from '@/stores/user';
import { fakeLiveClient, LIVE_USER as user, loggedInForLive } from '@/test/liveClient';
import { renderWithProviders } from '@/test/render';
import { useLiveChannel } from './useLiveChannel';

const { http } = vi.hoisted(() => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), del: vi.fn() } }));
vi.mock('@/lib/http', () => ({ http }));

const { client, frame, socket } = fakeLiveClient();

function Probe() {
  useLiveChannel(client);
  return null;
}

loggedInForLive();

describe('useLiveChannel', () => {
  it('connects while logged in and disconnects for good when unmounted', () => {
    const { unmount } = renderWithProviders(<Probe />);
    expect(client.started).toBe(true);
    expect(socket().url).toMatch(/\/api\/v1\/websocket\?token=tok$/);
    unmount();
    expect(client.started).toBe(false);
    expect(socket().closed).toBe(true);
  });

  it('closes its socket when the page is left and connects again when the page comes back', () => {
    const { unmount } = renderWithProviders(<Probe />);
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    expect(client.started).toBe(false);
    expect(socket().closed).toBe(true);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(client.started).toBe(false);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(client.started).toBe(true);
    unmount();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(client.started).toBe(false);
  });

  it('tokenUpdated refreshes the token, the user and the menus', async () => {
    http.get.mockImplementation(async (url: string) => {
      if (url.endsWith('/personal/refreshToken'))
        return { token: 'new-token', userInfo: { ...user, userNickname: 'Boss' } };
      if (url.endsWith('/user/getUserMenus?withHome=1'))
        return {
          menuList: [],
          permissions: ['api/v1/system/sysNotice/add'],
          userInfo: { ...user, userNickname: 'Boss' },
        };
      throw new Error(`unexpected GET ${url}`);
    });
    renderWithProviders(<Probe />);
    frame({ event: 'tokenUpdated', code: 0, timestamp: 1 });
    await waitFor(() => expect(useUserStore.getState().permissions).toEqual(['api/v1/system/sysNotice/add']));
    expect(document.cookie).toContain('token=new-token');
    expect(useUserStore.getState().userInfo?.userNickname).toBe('Boss');
    expect(useRoutesStore.getState().loaded).toBe(true);
  });

  it('sessionEnded (forced logout) shows the signed-out dialog', () => {
    useSessionExpired.setState({ expired: false });
    renderWithProviders(<Probe />);
    frame({ event: 'sessionEnded', code: 0, timestamp: 1 });
    expect(useSessionExpired.getState().expired).toBe(true);
    useSessionExpired.setState({ expired: false });
  });

  it('does not connect while logged out', () => {
    useUserStore.getState().clear();
    renderWithProviders(<Probe />);
    expect(client.started).toBe(false);
  });
});
