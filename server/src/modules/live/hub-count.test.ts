// Issue 20: a user who opens pages quickly must not be refused a live socket for the sockets of
// pages already left, whose close handshake has begun but not ended.
import type { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import { Hub } from './hub.ts';

const OPEN = 1;
const CLOSING = 2;
const fakeSocket = (readyState: number) => ({ OPEN, CONNECTING: 0, readyState }) as unknown as WebSocket;

describe('Hub.countOf', () => {
  it('counts the open sockets of a user, not those already closing', () => {
    const hub = new Hub();
    const open = fakeSocket(OPEN);
    const leaving = fakeSocket(OPEN);
    hub.add(7, 'a', open);
    hub.add(7, 'a', leaving);
    hub.add(8, 'b', fakeSocket(OPEN));
    expect(hub.countOf(7)).toBe(2);
    (leaving as { readyState: number }).readyState = CLOSING;
    expect(hub.countOf(7)).toBe(1);
    expect(hub.countOf(8)).toBe(1);
    expect(hub.countOf(9)).toBe(0);
  });
});
