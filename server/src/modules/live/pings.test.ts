import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { MAX_BUFFERED_BYTES } from './hub.ts';
import { answerPings, MAX_PINGS, PING_WINDOW_MS } from './pings.ts';

/** A stand-in for a server-side ws socket: its send buffer is set by the test. */
function fakeSocket() {
  const s = Object.assign(new EventEmitter(), {
    OPEN: 1,
    readyState: 1,
    bufferedAmount: 0,
    pong: vi.fn(),
    close: vi.fn(function (this: { readyState: number }) {
      this.readyState = 2;
    }),
    terminate: vi.fn(),
  });
  return s;
}

describe('answerPings', () => {
  it('answers pings while the client reads', () => {
    const s = fakeSocket();
    answerPings(s as unknown as WebSocket);
    for (let i = 0; i < 5; i++) s.emit('ping', Buffer.from(`p${i}`));
    expect(s.pong.mock.calls.map((c) => String(c[0]))).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
    expect(s.close).not.toHaveBeenCalled();
  });

  it('sends no pong that would take the send buffer past the limit: the socket is closed instead', () => {
    vi.useFakeTimers();
    try {
      const s = fakeSocket();
      const refused = vi.fn();
      answerPings(s as unknown as WebSocket, refused);
      s.bufferedAmount = MAX_BUFFERED_BYTES - 10;
      s.emit('ping', Buffer.alloc(125));
      expect(s.pong).not.toHaveBeenCalled();
      expect(refused).toHaveBeenCalledWith('notReading');
      expect(s.close).toHaveBeenCalledWith(1008, expect.stringMatching(/not being read/));
      s.emit('ping', Buffer.alloc(1));
      expect(s.pong).not.toHaveBeenCalled();
      expect(refused).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1000);
      expect(s.terminate).toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it(`closes a socket that pings more than ${MAX_PINGS} times in ${PING_WINDOW_MS / 1000} s; fewer are fine`, () => {
    vi.useFakeTimers();
    try {
      const s = fakeSocket();
      const refused = vi.fn();
      answerPings(s as unknown as WebSocket, refused);
      for (let i = 0; i < MAX_PINGS; i++) s.emit('ping', Buffer.alloc(0));
      vi.advanceTimersByTime(PING_WINDOW_MS);
      for (let i = 0; i < MAX_PINGS; i++) s.emit('ping', Buffer.alloc(0));
      expect(s.pong).toHaveBeenCalledTimes(2 * MAX_PINGS);
      expect(refused).not.toHaveBeenCalled();
      s.emit('ping', Buffer.alloc(0));
      expect(refused).toHaveBeenCalledWith('tooManyPings');
      expect(s.close).toHaveBeenCalledWith(1008, 'too many pings');
    } finally {
      vi.useRealTimers();
    }
  });
});
