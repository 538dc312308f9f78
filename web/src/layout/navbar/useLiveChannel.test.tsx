import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { LiveClient, type LiveSocket } from '@/lib/live';
import { useRoutesStore } from '@/stores/routes';
import { useUserStore } from '@/stores/user';
import { renderWithProviders } from '@/test/render';
import { useNoticeStore } from './noticeStore';
import { useLiveChannel } from './useLiveChannel';

const { http } = vi.hoisted(() => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), del: vi.fn() } }));
vi.mock('@/lib/http', () => ({ http }));

vi.setConfig({ testTimeout: 30000 });

let socket: LiveSocket & { url: string; closed: boolean };
const client = new LiveClient({
  token: () => 'tok',
  connect: (url) => {
    socket = {
      url,
      closed: false,
      onopen: null,
      onmessage: null,
      onerror: null,
      onclose: null,
      send: vi.fn(),
      close: () => (socket.closed = true),
    };
    return socket;
  },
});
const frame = (data: unknown) => act(() => void socket.onmessage?.({ data: JSON.stringify(data) } as MessageEvent));

function Probe() {
  useLiveChannel(client);
  return null;
}

const user = { id: 1, userName: 'admin', userNickname: 'Admin', avatar: '', roles: [] };

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  vi.clearAllMocks();
  useUserStore.getState().setSession({ token: 'tok', userInfo: user as never, permissions: [] });
});
afterEach(() => {
  useUserStore.getState().clear();
  useNoticeStore.getState().reset();
});

describe('useLiveChannel', () => {
  it('pops up a notice, and clicking it reads it and opens the centre on its tab', async () => {
    http.post.mockResolvedValue(null);
    const { unmount } = renderWithProviders(<Probe />);
    expect(client.started).toBe(true);
    frame({ event: 'notice', data: { id: 9, title: 'Maintenance', type: 2 }, code: 0, timestamp: 0 });
    expect(useNoticeStore.getState().unread).toBe(1);
    const title = await screen.findByText('New message: Maintenance');
    fireEvent.click(title);
    expect(http.post).toHaveBeenCalledWith('/api/v1/system/sysNoticeRead/readNotice', { noticeId: 9 });
    expect(screen.getByTestId('location')).toHaveTextContent('/system/sysNotice/show');
    expect(useNoticeStore.getState().unread).toBe(0);
    unmount();
    expect(client.started).toBe(false);
    expect(socket.closed).toBe(true);
  });

  it('tokenUpdated refreshes the token, the user and the menus', async () => {
    http.get.mockImplementation(async (url: string) => {
      if (url.endsWith('/personal/refreshToken'))
        return { token: 'new-token', userInfo: { ...user, userNickname: 'Boss' } };
      if (url.endsWith('/user/getUserMenus'))
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

  it('does not connect while logged out', () => {
    useUserStore.getState().clear();
    renderWithProviders(<Probe />);
    expect(client.started).toBe(false);
  });
});
