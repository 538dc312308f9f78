// A live client on a fake socket, for the hooks that run or subscribe to the live channel.
import { act } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import i18n from '@/i18n';
import { LiveClient, type LiveSocket } from '@/lib/live';
import { useUserStore } from '@/stores/user';

type FakeSocket = LiveSocket & { url: string; closed: boolean };

/** `frame` delivers a server frame to the open socket (inside act); `socket()` is the last one opened. */
export function fakeLiveClient() {
  let last: FakeSocket | undefined;
  const client = new LiveClient({
    token: () => 'tok',
    connect: (url) => {
      const socket: FakeSocket = {
        url,
        closed: false,
        onopen: null,
        onmessage: null,
        onerror: null,
        onclose: null,
        send: vi.fn(),
        close: () => void (socket.closed = true),
      };
      last = socket;
      return socket;
    },
  });
  const socket = () => {
    if (!last) throw new Error('the client opened no socket');
    return last;
  };
  const frame = (data: unknown) => act(() => void socket().onmessage?.({ data: JSON.stringify(data) } as MessageEvent));
  return { client, frame, socket };
}

/** The user the live channel runs for. */
export const LIVE_USER = { id: 1, userName: 'admin', userNickname: 'Admin', avatar: '', roles: [] };

/** Every test of the file starts logged in as LIVE_USER (the channel runs only then), in English, with fresh mocks. */
export function loggedInForLive() {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });
  beforeEach(() => {
    vi.clearAllMocks();
    useUserStore.getState().setSession({ token: 'tok', userInfo: LIVE_USER as never, permissions: [] });
  });
  afterEach(() => {
    useUserStore.getState().clear();
  });
}
