// The live channel (spec §4, §8, §9; gfast-v3.3-api.md §4): one WebSocket to /api/v1/websocket with
// the token in the query, a client heartbeat, and a retry 30 s after any failure (one pending at a time).
import { TokenCookie } from './storage';

/** Spec §9: ping 10 s after the last frame, give up 10 s after an unanswered ping. */
export const LIVE_HEARTBEAT_MS = 10_000;
/** Spec §9: reconnect 30 s after an error, a close or a missing token. */
export const LIVE_RETRY_MS = 30_000;

/** A server frame: `{event, data?, code, timestamp}`. */
export interface LiveFrame<T = unknown> {
  event: string;
  data?: T;
  code?: number;
  timestamp?: number;
}

type Listener = (data: unknown, frame: LiveFrame) => void;

/** The part of the browser's WebSocket the client uses (tests pass a fake). */
export interface LiveSocket {
  onopen: ((ev: Event) => unknown) | null;
  onmessage: ((ev: MessageEvent) => unknown) | null;
  onerror: ((ev: Event) => unknown) | null;
  onclose: ((ev: CloseEvent) => unknown) | null;
  send(data: string): void;
  close(): void;
}

export interface LiveOptions {
  /** Creates the socket; the browser's WebSocket by default. */
  connect?: (url: string) => LiveSocket;
  /** The session token; the token cookie by default. */
  token?: () => string | undefined;
}

/** ws(s)://<page host>/api/v1/websocket?token=…, the protocol following the page's. */
export function liveUrl(token: string, loc: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = loc.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${loc.host}/api/v1/websocket?token=${encodeURIComponent(token)}`;
}

export class LiveClient {
  private socket: LiveSocket | null = null;
  private running = false;
  private pingTimer: ReturnType<typeof setTimeout> | undefined;
  private replyTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Map<string, Set<Listener>>();
  /** Topics asked for (`device/<key>`), with how many watchers each: sent again on every (re)connect. */
  private readonly topics = new Map<string, number>();
  /** The socket once it is open: topics go only to an open socket. */
  private openSocket: LiveSocket | null = null;
  private readonly open: (url: string) => LiveSocket;
  private readonly token: () => string | undefined;

  constructor(options: LiveOptions = {}) {
    this.open = options.connect ?? ((url) => new WebSocket(url));
    this.token = options.token ?? (() => TokenCookie.get());
  }

  /** Whether the client is started (connected, connecting or waiting to retry). */
  get started(): boolean {
    return this.running;
  }

  /** Connects (after login); does nothing while already started. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.connect();
  }

  /** Disconnects for good (logout): no timers left, no retry. */
  stop(): void {
    this.running = false;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    const socket = this.socket;
    this.socket = null;
    this.clearHeartbeat();
    socket?.close();
  }

  /** Calls `fn` with the data of every `event` frame; returns the unsubscribe. */
  subscribe<T = unknown>(event: string, fn: (data: T, frame: LiveFrame<T>) => void): () => void {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    this.listeners.set(event, set);
    set.add(fn as Listener);
    return () => {
      set.delete(fn as Listener);
    };
  }

  /**
   * Asks the server for the frames of `topics` (e.g. `device/<key>`) while watched: subscribe now
   * if the socket is open and after every reconnect; unsubscribe when the last watcher of a topic
   * leaves. Returns the unwatch.
   */
  watch(topics: string[]): () => void {
    const mine = [...new Set(topics)];
    const added = mine.filter((topic) => {
      const count = this.topics.get(topic) ?? 0;
      this.topics.set(topic, count + 1);
      return count === 0;
    });
    this.sendTopics('subscribe', added);
    let watching = true;
    return () => {
      if (!watching) return;
      watching = false;
      const removed = mine.filter((topic) => {
        const count = (this.topics.get(topic) ?? 1) - 1;
        if (count > 0) this.topics.set(topic, count);
        else this.topics.delete(topic);
        return count <= 0;
      });
      this.sendTopics('unsubscribe', removed);
    };
  }

  private sendTopics(event: 'subscribe' | 'unsubscribe', topics: string[]) {
    const socket = this.openSocket;
    if (topics.length === 0 || !socket || socket !== this.socket) return;
    socket.send(JSON.stringify({ event, data: { topics } }));
  }

  /** A notice was added or edited (`data` is the notice). */
  onNotice<T = unknown>(fn: (notice: T) => void): () => void {
    return this.subscribe<T>('notice', fn);
  }

  /** The user's roles, permissions or account changed. */
  onTokenUpdated(fn: () => void): () => void {
    return this.subscribe('tokenUpdated', () => fn());
  }

  private connect() {
    const token = this.token();
    if (!token) {
      console.warn('user not logged in, retry later');
      this.scheduleRetry();
      return;
    }
    const socket = this.open(liveUrl(token));
    this.socket = socket;
    socket.onopen = () => {
      if (socket !== this.socket) return;
      this.openSocket = socket;
      this.armHeartbeat(socket);
      this.sendTopics('subscribe', [...this.topics.keys()]);
    };
    socket.onmessage = (ev) => {
      if (socket === this.socket) this.receive(socket, ev.data);
    };
    // A socket the client let go (stop, a page being left, a dropped retry) fails or closes as
    // it should: nothing to say. A current one that fails is retried, which is expected on a
    // flaky network or a restarting server: a warning, not an error.
    socket.onerror = () => {
      if (socket !== this.socket) return;
      console.warn(`live channel: connection failed, retrying in ${LIVE_RETRY_MS / 1000} s`);
      this.drop(socket);
    };
    socket.onclose = () => {
      if (socket !== this.socket) return;
      console.info('live channel closed');
      this.drop(socket);
    };
  }

  /** The socket failed, closed or went silent: forget it and retry (once, however many ways it failed). */
  private drop(socket: LiveSocket) {
    if (socket !== this.socket) return;
    this.socket = null;
    this.clearHeartbeat();
    socket.close();
    this.scheduleRetry();
  }

  private scheduleRetry() {
    if (!this.running || this.retryTimer !== undefined) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (this.running) this.connect();
    }, LIVE_RETRY_MS);
  }

  private clearHeartbeat() {
    clearTimeout(this.pingTimer);
    clearTimeout(this.replyTimer);
    this.pingTimer = undefined;
    this.replyTimer = undefined;
  }

  /** Pings after a quiet 10 s; no frame within 10 s more closes the socket. */
  private armHeartbeat(socket: LiveSocket) {
    this.clearHeartbeat();
    this.pingTimer = setTimeout(() => {
      socket.send(JSON.stringify({ event: 'ping' }));
      this.replyTimer = setTimeout(() => {
        console.warn('live channel: no reply to ping, closing');
        this.drop(socket);
      }, LIVE_HEARTBEAT_MS);
    }, LIVE_HEARTBEAT_MS);
  }

  private receive(socket: LiveSocket, raw: unknown) {
    this.armHeartbeat(socket);
    let frame: LiveFrame;
    try {
      frame = JSON.parse(String(raw)) as LiveFrame;
    } catch {
      return;
    }
    if (!frame || typeof frame.event !== 'string' || frame.event === 'ping') return;
    for (const fn of [...(this.listeners.get(frame.event) ?? [])]) {
      try {
        fn(frame.data, frame);
      } catch (error) {
        console.error('live channel listener failed', error);
      }
    }
  }
}

/** The console's one live channel. */
export const live = new LiveClient();
