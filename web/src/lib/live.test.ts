import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_HEARTBEAT_MS, LIVE_RETRY_MS, LiveClient, live, liveUrl, type LiveSocket } from './live';
import { TokenCookie } from './storage';

class FakeSocket implements LiveSocket {
  onopen: LiveSocket['onopen'] = null;
  onmessage: LiveSocket['onmessage'] = null;
  onerror: LiveSocket['onerror'] = null;
  onclose: LiveSocket['onclose'] = null;
  sent: string[] = [];
  closed = false;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  // What the server does:
  opened() {
    this.onopen?.(new Event('open'));
  }
  frame(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) } as MessageEvent);
  }
  failed() {
    this.onerror?.(new Event('error'));
  }
  ended() {
    this.onclose?.({} as CloseEvent);
  }
}

let sockets: FakeSocket[];
let token: string | undefined;
const client = () =>
  new LiveClient({
    connect: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    token: () => token,
  });
const PING = JSON.stringify({ event: 'ping' });

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  token = 'a b+c';
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('liveUrl', () => {
  it('follows the page protocol and host and encodes the token', () => {
    expect(liveUrl('a b', { protocol: 'http:', host: 'h:5173' })).toBe('ws://h:5173/api/v1/websocket?token=a%20b');
    expect(liveUrl('x', { protocol: 'https:', host: 'iot.example' })).toBe(
      'wss://iot.example/api/v1/websocket?token=x',
    );
    expect(liveUrl('t')).toBe(`ws://${window.location.host}/api/v1/websocket?token=t`);
  });
});

describe('LiveClient', () => {
  it('connects with the token and starts only once', () => {
    const c = client();
    expect(c.started).toBe(false);
    c.start();
    c.start();
    expect(c.started).toBe(true);
    expect(sockets).toHaveLength(1);
    expect(sockets[0].url).toContain('/api/v1/websocket?token=a%20b%2Bc');
  });

  it('pings 10 s after open and 10 s after each frame', () => {
    const c = client();
    c.start();
    const s = sockets[0];
    s.opened();
    vi.advanceTimersByTime(LIVE_HEARTBEAT_MS - 1);
    expect(s.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(s.sent).toEqual([PING]);
    vi.advanceTimersByTime(LIVE_HEARTBEAT_MS - 1);
    s.frame({ event: 'ping', code: 0, timestamp: 1 });
    expect(s.closed).toBe(false);
    vi.advanceTimersByTime(LIVE_HEARTBEAT_MS);
    expect(s.sent).toEqual([PING, PING]);
    // A notice also counts as a sign of life.
    vi.advanceTimersByTime(5000);
    s.frame({ event: 'notice', data: { id: 1 } });
    vi.advanceTimersByTime(LIVE_HEARTBEAT_MS);
    expect(s.sent).toHaveLength(3);
    expect(s.closed).toBe(false);
  });

  it('closes when a ping gets no reply within 10 s, then retries once after 30 s', () => {
    const c = client();
    c.start();
    const s = sockets[0];
    s.opened();
    vi.advanceTimersByTime(LIVE_HEARTBEAT_MS);
    vi.advanceTimersByTime(LIVE_HEARTBEAT_MS);
    expect(s.closed).toBe(true);
    expect(console.warn).toHaveBeenCalledWith('live channel: no reply to ping, closing');
    s.ended(); // the browser's close event afterwards changes nothing
    vi.advanceTimersByTime(LIVE_RETRY_MS - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
  });

  it('schedules one retry when both error and close fire', () => {
    const c = client();
    c.start();
    sockets[0].opened();
    sockets[0].failed();
    sockets[0].ended();
    expect(console.warn).toHaveBeenCalledWith('live channel: connection failed, retrying in 30 s');
    expect(sockets[0].closed).toBe(true);
    // A late frame or open from the dead socket is ignored.
    sockets[0].frame({ event: 'notice', data: 1 });
    sockets[0].opened();
    vi.advanceTimersByTime(LIVE_RETRY_MS);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(LIVE_RETRY_MS * 3);
    expect(sockets).toHaveLength(2);
    sockets[1].ended();
    expect(console.info).toHaveBeenCalledWith('live channel closed');
    vi.advanceTimersByTime(LIVE_RETRY_MS);
    expect(sockets).toHaveLength(3);
  });

  it('waits for a token, retrying every 30 s', () => {
    token = undefined;
    const c = client();
    c.start();
    expect(sockets).toHaveLength(0);
    expect(console.warn).toHaveBeenCalledWith('user not logged in, retry later');
    vi.advanceTimersByTime(LIVE_RETRY_MS);
    expect(console.warn).toHaveBeenCalledTimes(2);
    token = 'later';
    vi.advanceTimersByTime(LIVE_RETRY_MS);
    expect(sockets).toHaveLength(1);
    expect(sockets[0].url).toContain('token=later');
  });

  it('stop closes the socket and prevents every retry; start connects again', () => {
    const c = client();
    c.start();
    const s = sockets[0];
    s.opened();
    c.stop();
    expect(c.started).toBe(false);
    expect(s.closed).toBe(true);
    s.ended();
    vi.advanceTimersByTime(LIVE_RETRY_MS * 2);
    expect(sockets).toHaveLength(1);
    expect(s.sent).toEqual([]);

    token = undefined;
    c.start();
    c.stop();
    vi.advanceTimersByTime(LIVE_RETRY_MS * 2);
    expect(sockets).toHaveLength(1);

    token = 'again';
    c.start();
    expect(sockets).toHaveLength(2);
    c.stop();
    c.stop();
  });

  // Issue 20: a page left (or a client stopped) while its socket was still connecting made the
  // browser fire `error` on it, and the console logged an error for an expected close.
  it('says nothing when a socket it let go fails or closes, and never logs a failure as an error', () => {
    const c = client();
    c.start();
    c.stop();
    sockets[0].failed();
    sockets[0].ended();
    c.start();
    sockets[1].failed();
    sockets[1].ended();
    expect(console.error).not.toHaveBeenCalled();
    expect(console.info).not.toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(LIVE_RETRY_MS);
    expect(sockets).toHaveLength(3);
  });

  it('does not reconnect when stopped while a retry is due', () => {
    const c = client();
    c.start();
    sockets[0].failed();
    c.stop();
    vi.advanceTimersByTime(LIVE_RETRY_MS);
    expect(sockets).toHaveLength(1);
  });

  it('hands notice, tokenUpdated and other events to their listeners until unsubscribed', () => {
    const c = client();
    const notice = vi.fn();
    const updated = vi.fn();
    const other = vi.fn();
    const offNotice = c.onNotice(notice);
    const offUpdated = c.onTokenUpdated(updated);
    const offOther = c.subscribe('deviceStatus', other);
    c.start();
    const s = sockets[0];
    s.opened();
    s.frame({ event: 'notice', data: { id: 7, title: 'Hi' }, code: 0, timestamp: 0 });
    s.frame({ event: 'tokenUpdated', code: 0, timestamp: 1 });
    s.frame({ event: 'deviceStatus', data: { online: true }, code: 0 });
    s.frame({ event: 'ping', code: 0 });
    expect(notice).toHaveBeenCalledWith({ id: 7, title: 'Hi' }, expect.objectContaining({ event: 'notice' }));
    expect(updated).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledWith({ online: true }, expect.objectContaining({ event: 'deviceStatus' }));

    offNotice();
    offUpdated();
    offOther();
    s.frame({ event: 'notice', data: {} });
    s.frame({ event: 'tokenUpdated' });
    s.frame({ event: 'deviceStatus' });
    expect(notice).toHaveBeenCalledTimes(1);
    expect(updated).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('ignores bad JSON and frames without an event, and survives a failing listener', () => {
    const c = client();
    const good = vi.fn();
    c.subscribe('x', () => {
      throw new Error('boom');
    });
    c.subscribe('x', good);
    c.start();
    const s = sockets[0];
    s.frame('{not json');
    s.frame('null');
    s.frame({ data: 1 });
    s.frame({ event: 'x', data: 2 });
    expect(good).toHaveBeenCalledWith(2, expect.anything());
    expect(console.error).toHaveBeenCalledWith('live channel listener failed', expect.any(Error));
    expect(s.closed).toBe(false);
  });

  it('uses the browser WebSocket and the token cookie by default', () => {
    const created: string[] = [];
    vi.stubGlobal(
      'WebSocket',
      class extends FakeSocket {
        constructor(url: string) {
          super(url);
          created.push(url);
        }
      },
    );
    TokenCookie.set('cookie-token');
    live.start();
    expect(created).toEqual([`ws://${window.location.host}/api/v1/websocket?token=cookie-token`]);
    live.stop();
  });
});
