import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AnswerCache, AnswerOptions, CachedAnswer } from './answer-cache.ts';
import { ok } from '../lib/envelope.ts';

/**
 * The cache key of a read: the route, the caller's language, the caller when the answer depends
 * on who asks (`userId`), and the validated input (defaults applied, so `?pageNum=1` and no
 * pageNum share an entry). Permissions are checked before the handler, so a key never crosses them.
 */
export function answerKey(req: FastifyRequest, input: unknown, userId?: number): string {
  return `${req.routeOptions.url}|${req.lang}|${userId ?? ''}|${JSON.stringify(input ?? null)}`;
}

/**
 * What an answer filtered by the caller's rights depends on besides the database: who asks and
 * the roles in effect now (a role's effective time can end without a write). Everything else it
 * reads is data, and any write drops every cached answer.
 */
export const callerKey = (p: { id: number; deptId: number; roleIds: number[] }) => ({
  user: p.id,
  dept: p.deptId,
  roles: p.roleIds,
});

// As plugins/compression.ts: answers under 1 KB go out plain; brotli at quality 4, gzip at 6.
const THRESHOLD = 1024;
const compressors = {
  br: (b: Buffer) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (b: Buffer) => gzipSync(b, { level: 6 }),
};

/** The encoding to send: brotli, then gzip, if the client accepts it (a `;q=0` refuses). */
function encodingFor(acceptEncoding: string | undefined): keyof typeof compressors | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([name]) => name.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * Sends `load()`'s data in the success envelope. The envelope is serialised once per database
 * change and compressed once per encoding, so a repeated read costs a map lookup and a write.
 * `opts.telemetry`: the answer reads what devices report (answer-cache.ts).
 */
export async function sendCached(
  reply: FastifyReply,
  answers: AnswerCache,
  key: string,
  load: () => Promise<unknown>,
  opts?: AnswerOptions,
): Promise<FastifyReply> {
  const answer: CachedAnswer = await answers.get(key, async () => Buffer.from(JSON.stringify(ok(await load()))), opts);
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const encoding = answer.plain.length < THRESHOLD ? null : encodingFor(reply.request.headers['accept-encoding']);
  if (!encoding) return reply.send(answer.plain);
  const body = (answer.encoded[encoding] ??= compressors[encoding](answer.plain));
  // Set before send: @fastify/compress leaves an answer that already has an encoding alone.
  return reply.header('content-encoding', encoding).send(body);
}
