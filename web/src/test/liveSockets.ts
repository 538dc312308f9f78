// The app's live client on fake sockets, for tests of screens that use it (`live` from lib/live):
//   vi.mock('@/lib/live', async (importOriginal) =>
//     (await import('@/test/liveSockets')).withFakeLive(await importOriginal()),
//   );
//   const { sockets, frame } = liveEachTest();
// The test plays the server. This file takes only types from lib/live: the mock's factory loads it
// while lib/live is being mocked.
import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type * as LiveModule from '@/lib/live';

/** A socket the client opened; `send` records what it sent. */
export type FakeSocket = LiveModule.LiveSocket & { send: (data: string) => void };

const sockets: FakeSocket[] = [];
let client: LiveModule.LiveClient | undefined;

/** lib/live with its `live` client connecting to fake sockets. */
export function withFakeLive(actual: typeof LiveModule): typeof LiveModule {
  client = new actual.LiveClient({
    token: () => 'tok',
    connect: () => {
      const socket = { onopen: null, onmessage: null, onerror: null, onclose: null, send: vi.fn(), close: vi.fn() };
      sockets.push(socket);
      return socket;
    },
  });
  return { ...actual, live: client };
}

/**
 * Each test of the file with the live client started on an open socket, stopped after it. Returns
 * the sockets opened (the first is the test's) and `frame`, which delivers a server frame to the
 * last one (inside act).
 */
export function liveEachTest() {
  beforeEach(() => {
    sockets.length = 0;
    client!.start();
    act(() => void sockets[0].onopen?.(new Event('open')));
  });
  afterEach(() => client!.stop());
  const frame = (data: unknown) =>
    act(() => void sockets.at(-1)!.onmessage?.({ data: JSON.stringify(data) } as MessageEvent));
  return { sockets, frame };
}

/** The subscribe messages a socket sent, as their topic lists. */
export function subscribedTopics(send: { mock: { calls: unknown[][] } }): string[][] {
  return send.mock.calls
    .map(([raw]) => JSON.parse(String(raw)) as { event: string; data?: { topics: string[] } })
    .filter((m) => m.event === 'subscribe')
    .map((m) => m.data!.topics);
}
