import { describe, expect, it } from 'vitest';
import { LiveClient, type LiveSocket } from './live';

/** A socket that records what the client sends; `open()` is the server accepting it. */
function fakeSocket() {
  const sent: unknown[] = [];
  const socket: LiveSocket & { sent: unknown[]; open: () => void } = {
    sent,
    onopen: null,
    onmessage: null,
    onerror: null,
    onclose: null,
    send: (data: string) => void sent.push(JSON.parse(data)),
    close: () => undefined,
    open: () => void socket.onopen?.(new Event('open')),
  };
  return socket;
}

function setup() {
  const sockets: ReturnType<typeof fakeSocket>[] = [];
  const client = new LiveClient({
    token: () => 'tok',
    connect: () => {
      const s = fakeSocket();
      sockets.push(s);
      return s;
    },
  });
  return { client, sockets };
}

const subscribe = (...topics: string[]) => ({ event: 'subscribe', data: { topics } });
const unsubscribe = (...topics: string[]) => ({ event: 'unsubscribe', data: { topics } });

describe('LiveClient.watch', () => {
  it('subscribes once the socket is open, and again after a reconnect', () => {
    const { client, sockets } = setup();
    const unwatch = client.watch(['device/a', 'device/b', 'device/a']);
    client.start();
    expect(sockets[0].sent).toEqual([]);
    sockets[0].open();
    expect(sockets[0].sent).toEqual([subscribe('device/a', 'device/b')]);
    client.stop();
    client.start();
    sockets[1].open();
    expect(sockets[1].sent).toEqual([subscribe('device/a', 'device/b')]);
    unwatch();
    expect(sockets[1].sent.at(-1)).toEqual(unsubscribe('device/a', 'device/b'));
    unwatch();
    expect(sockets[1].sent).toHaveLength(2);
    client.stop();
  });

  it('counts watchers: only new topics are subscribed, only the last watcher unsubscribes', () => {
    const { client, sockets } = setup();
    client.start();
    sockets[0].open();
    const first = client.watch(['device/a']);
    const second = client.watch(['device/a', 'device/c']);
    expect(sockets[0].sent).toEqual([subscribe('device/a'), subscribe('device/c')]);
    first();
    expect(sockets[0].sent).toHaveLength(2);
    second();
    expect(sockets[0].sent.at(-1)).toEqual(unsubscribe('device/a', 'device/c'));
    // Nothing watched: a reconnect sends nothing.
    client.stop();
    client.start();
    sockets[1].open();
    expect(sockets[1].sent).toEqual([]);
    client.stop();
  });

  it('sends nothing while no socket is open, and ignores a late open of a dropped socket', () => {
    const { client, sockets } = setup();
    const unwatch = client.watch(['device/a']);
    unwatch();
    client.start();
    const first = sockets[0];
    client.stop();
    client.watch(['device/x']);
    first.open();
    expect(first.sent).toEqual([]);
  });
});
