// SagooIoT's notification stream, `GET /subscribe/sysMessage` (outside /api/v1, as SagooIoT serves
// it): its console's bell (layout/navBars/breadcrumb/userNews.vue) opens it with EventSource and
// pops up each item of every `lastUnRead` event (`[{MessageInfo: {title, content}, ...}]`). Ours
// carries what the live channel carries to the user: notices and letters as they are published,
// and the alarms of the devices the user may see as they open. Nothing is replayed on connect (the
// bell's list and the alarm log have those).
//
// EventSource sends no Authorization header and SagooIoT's console names only `?userId=`, which
// proves nothing: the session comes from a `token` parameter, the header, or the HttpOnly cookie
// SagooIoT's login sets (auth module, SSE_COOKIE), which this route alone reads. Without one the
// answer is HTTP 401, on which EventSource gives up instead of retrying.
import type { ServerResponse } from 'node:http';
import { ACCESS, type AlarmLogRow, type NoticeFrameData } from '@iot/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashToken } from '../../access/tokens.ts';
import { ApiError, Code } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import type { Lang } from '../../lib/lang.ts';
import { principalOf } from '../../plugins/auth.ts';
import { SSE_COOKIE, unexpiredSessions } from '../auth/index.ts';
import { originAllowed } from './guard.ts';
import { MAX_BUFFERED_BYTES } from './hub.ts';

/** A comment line this often keeps proxies from closing a quiet stream and finds dead ones. */
export const SSE_HEARTBEAT_MS = 25_000;
/** EventSource waits this long before reconnecting a stream that ended. */
const RETRY_MS = 10_000;
/** A notification's text is cut here (a notice's content can be pages long). */
const CONTENT_MAX = 200;

interface Stream {
  userId: number;
  tokenHash: string;
  /** The language the stream was opened in (its notifications' texts). */
  lang: Lang;
  res: ServerResponse;
}

/** SagooIoT's unread message (MessageListOut) with the fields its bell list reads at the top level. */
export interface SagooMessage {
  id: number;
  userId: number;
  messageId: number;
  isRead: 0;
  isDeleted: 0;
  readTime: null;
  deletedAt: null;
  title: string;
  content: string;
  createdAt: string | null;
  MessageInfo: { id: number; title: string; content: string; createdAt: string | null };
}

/** Text of a notice's HTML: tags dropped, the common entities read, spaces folded, cut to CONTENT_MAX. */
export function plainText(html: string): string {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > CONTENT_MAX ? `${text.slice(0, CONTENT_MAX)}…` : text;
}

/** A live frame as SagooIoT's message, or null for frames its bell does not show. */
export function messageOf(frame: { event?: string; data?: unknown }, userId: number, lang: Lang): SagooMessage | null {
  let id: number;
  let title: string;
  let content: string;
  let createdAt: string | null;
  if (frame.event === 'notice') {
    const n = frame.data as NoticeFrameData;
    ({ id, title, createdAt } = n);
    content = plainText(n.content ?? '');
  } else if (frame.event === 'alarm') {
    const a = frame.data as AlarmLogRow;
    const device = a.devcie ? `${a.devcie.name} (${a.deviceKey})` : a.deviceKey;
    id = a.id;
    title = translate(lang, 'alarmMessageTitle', { level: a.alarmLevel?.name ?? '', rule: a.ruleName });
    content = translate(lang, 'alarmMessageContent', { device, rule: a.ruleName });
    createdAt = a.createdAt;
  } else return null;
  return {
    id,
    userId,
    messageId: id,
    isRead: 0,
    isDeleted: 0,
    readTime: null,
    deletedAt: null,
    title,
    content,
    createdAt,
    MessageInfo: { id, title, content, createdAt },
  };
}

/** The open streams of this process, by user. */
export class SseStreams {
  private byUser = new Map<number, Set<Stream>>();

  add(stream: Stream) {
    const set = this.byUser.get(stream.userId) ?? new Set();
    set.add(stream);
    this.byUser.set(stream.userId, set);
  }

  remove(stream: Stream) {
    const set = this.byUser.get(stream.userId);
    set?.delete(stream);
    if (set?.size === 0) this.byUser.delete(stream.userId);
  }

  countOf(userId: number): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  private all(): Stream[] {
    return [...this.byUser.values()].flatMap((set) => [...set]);
  }

  /** Writes a chunk, unless the client is not reading: then the stream is ended and forgotten. */
  write(stream: Stream, chunk: string) {
    if (stream.res.writableEnded || stream.res.destroyed) return this.remove(stream);
    if (stream.res.writableLength > MAX_BUFFERED_BYTES) return this.end(stream);
    stream.res.write(chunk);
  }

  end(stream: Stream) {
    this.remove(stream);
    if (!stream.res.writableEnded) stream.res.end();
  }

  /** A live frame (encoded) for these users, or everyone: as a `lastUnRead` event where the bell shows it. */
  deliver(encoded: string, userIds?: number[]) {
    const targets = userIds ? userIds.flatMap((id) => [...(this.byUser.get(id) ?? [])]) : this.all();
    if (!targets.length) return;
    let frame: { event?: string; data?: unknown };
    try {
      frame = JSON.parse(encoded) as typeof frame;
    } catch {
      return;
    }
    if (frame.event !== 'notice' && frame.event !== 'alarm') return;
    for (const stream of targets) {
      const message = messageOf(frame, stream.userId, stream.lang);
      if (message) this.write(stream, `event: lastUnRead\ndata: ${JSON.stringify([message])}\n\n`);
    }
  }

  heartbeat() {
    for (const stream of this.all()) this.write(stream, ': ping\n\n');
  }

  closeSessions(tokenHashes: string[]) {
    const ended = new Set(tokenHashes);
    for (const stream of this.all()) if (ended.has(stream.tokenHash)) this.end(stream);
  }

  rekey(from: string, to: string) {
    for (const stream of this.all()) if (stream.tokenHash === from) stream.tokenHash = to;
  }

  closeUser(userId: number) {
    for (const stream of [...(this.byUser.get(userId) ?? [])]) this.end(stream);
  }

  tokenHashes(): string[] {
    return [...new Set(this.all().map((s) => s.tokenHash))];
  }

  userIds(): number[] {
    return [...this.byUser.keys()];
  }

  closeAll() {
    for (const stream of this.all()) this.end(stream);
  }
}

/** SagooIoT's login cookie stands for the Authorization header here, unless a token came otherwise. */
async function sessionFromCookie(req: FastifyRequest) {
  const query = req.query as Record<string, unknown> | undefined;
  if (req.headers.authorization || query?.token) return;
  const token = req.cookies?.[SSE_COOKIE];
  if (token) req.headers.authorization = `Bearer ${token}`;
}

export async function sysMessageRoutes(app: FastifyInstance) {
  const { bus, config, rights, database } = app.ctx;
  const streams = new SseStreams();
  app.decorate('sseStreams', streams);

  bus.on('message', (m) => {
    if (m.type === 'frame') streams.deliver(m.frame, m.userIds);
    else if (m.type === 'sessionRevoked') streams.closeSessions(m.tokenHashes);
    else if (m.type === 'sessionReplaced') streams.rekey(m.from, m.to);
    else if (m.type === 'usersChanged')
      void (async () => {
        for (const id of m.userIds) {
          if (!streams.countOf(id)) continue;
          const p = await rights.principal(id);
          if (!p || p.userStatus === 0) streams.closeUser(id);
        }
      })().catch((err: unknown) => app.log.error({ err }, 'sse'));
  });

  // Heartbeats, and (as for the live sockets) a backstop for a missed bus message: the streams of
  // sessions that ended or of accounts disabled meanwhile are closed.
  const timer = setInterval(() => {
    streams.heartbeat();
    void (async () => {
      const hashes = streams.tokenHashes();
      const alive = await unexpiredSessions(database.db, hashes);
      streams.closeSessions(hashes.filter((h) => !alive.has(h)));
      for (const id of streams.userIds()) {
        const p = await rights.principal(id);
        if (!p || p.userStatus === 0) streams.closeUser(id);
      }
    })().catch((err: unknown) => app.log.error({ err }, 'sse verify'));
  }, SSE_HEARTBEAT_MS);
  timer.unref();
  // Before the server stops taking requests: an open stream would hold its close up.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    streams.closeAll();
  });

  app.get(
    '/subscribe/sysMessage',
    {
      config: { permission: ACCESS.login },
      onRequest: sessionFromCookie,
      preHandler: async (req) => {
        if (!originAllowed(req, config.allowedOrigins)) throw new ApiError(Code.forbidden, 'originRefused', {}, 403);
        // As for live sockets: the new stream is refused, the user's open consoles keep theirs.
        if (streams.countOf(principalOf(req).id) >= config.liveSocketsPerUser)
          throw new ApiError(429, 'tooManySockets', {}, 429);
      },
    },
    async (req, reply) => {
      const userId = principalOf(req).id;
      const stream: Stream = { userId, tokenHash: hashToken(req.token!), lang: req.lang, res: reply.raw };
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx (SagooIoT's deployment) would otherwise buffer the stream.
        'x-accel-buffering': 'no',
      });
      reply.raw.write(`retry: ${RETRY_MS}\n: connected\n\n`);
      streams.add(stream);
      // The response closes when the client goes away (or the stream was ended here).
      const gone = () => streams.remove(stream);
      reply.raw.on('close', gone);
      reply.raw.on('error', gone);
    },
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The open SagooIoT notification streams of this process (tests read their number). */
    sseStreams: SseStreams;
  }
}
