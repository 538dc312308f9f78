// Records every write through the API off the request's path: the response hooks only push an
// entry onto an in-memory queue; a timer (or a full batch) inserts the queue in one statement,
// looking up the module titles and department names once per batch. Closing flushes what waits.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deptView as depts } from '../dept/index.ts';
import { ruleView as authRules } from '../menu/index.ts';
import { describeUserAgent } from '../../lib/user-agent.ts';
import { paramText } from './mask.ts';
import { operLogs } from './schema.ts';

type NewOperLog = typeof operLogs.$inferInsert;
interface Pending extends NewOperLog {
  permission: string;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);
const BUSINESS_TYPE: Record<string, number> = { POST: 1, PUT: 2, DELETE: 3 };
const FLUSH_AFTER_MS = 200;
const BATCH = 500;
/** Beyond this many waiting entries (a database that stopped answering) new ones are dropped. */
const MAX_QUEUE = 20_000;
const RESULT = Symbol('operLogResult');

type WithResult = FastifyRequest & { [RESULT]?: { code: number; message: string } };

/** The envelope's code and message out of a JSON payload (every API answer is one). */
function envelopeOf(payload: unknown): { code: number; message: string } | undefined {
  if (typeof payload !== 'string' || !payload.startsWith('{"code"')) return undefined;
  try {
    const { code, message } = JSON.parse(payload) as { code: unknown; message: unknown };
    return typeof code === 'number' ? { code, message: typeof message === 'string' ? message : '' } : undefined;
  } catch {
    return undefined;
  }
}

export class OperLogRecorder {
  private queue: Pending[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  /** Entries written so far (tests and diagnostics). */
  written = 0;

  constructor(
    private readonly db: Db,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** The app's hooks: every write under /api is queued once its answer is sent. */
  hook(app: FastifyInstance) {
    app.addHook('onSend', async (req, _reply, payload) => {
      if (WRITE_METHODS.has(req.method)) (req as WithResult)[RESULT] = envelopeOf(payload);
      return payload;
    });
    app.addHook('onResponse', async (req, reply) => {
      if (WRITE_METHODS.has(req.method) && req.url.startsWith('/api/')) this.push(this.entryOf(req, reply));
    });
  }

  private entryOf(req: FastifyRequest, reply: FastifyReply): Pending {
    const result = (req as WithResult)[RESULT];
    const ok = result ? result.code === 0 : reply.statusCode < 400;
    const { browser, os } = describeUserAgent(req.headers['user-agent']);
    const principal = req.principal;
    const route = req.routeOptions.url ?? req.url.split('?')[0];
    return {
      permission: String(req.routeOptions.config?.permission ?? ''),
      businessType: BUSINESS_TYPE[req.method] ?? 0,
      method: `${req.method} ${route}`,
      requestMethod: req.method,
      operName: principal?.userName ?? '',
      userId: principal?.id ?? 0,
      deptId: principal?.deptId ?? 0,
      operUrl: req.url.slice(0, 1000),
      operIp: req.ip,
      operParam: paramText(req.query, req.body),
      jsonResult: result ? JSON.stringify(result) : String(reply.statusCode),
      status: ok ? 1 : 0,
      errorMsg: ok ? '' : (result?.message ?? `HTTP ${reply.statusCode}`).slice(0, 2000),
      costTime: Math.round(reply.elapsedTime),
      browser,
      os,
      operTime: new Date(),
    };
  }

  push(entry: Pending) {
    if (this.queue.length >= MAX_QUEUE) return;
    this.queue.push(entry);
    if (this.queue.length >= BATCH) this.flushSoon(0);
    else this.flushSoon(FLUSH_AFTER_MS);
  }

  private flushSoon(ms: number) {
    if (this.timer && ms > 0) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, ms);
    this.timer.unref();
  }

  /** Writes what waits (one batch after another; a failed batch is reported and dropped). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      while (this.queue.length) {
        const batch = this.queue.splice(0, BATCH);
        await this.insert(batch).catch(this.onError);
      }
    });
    return this.flushing;
  }

  async close() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
  }

  private async insert(batch: Pending[]) {
    const names = [...new Set(batch.map((e) => e.permission).filter(Boolean))];
    const deptIds = [...new Set(batch.map((e) => e.deptId ?? 0).filter((id) => id > 0))];
    const [titles, deptNames] = await Promise.all([
      names.length
        ? this.db
            .select({ name: authRules.name, title: authRules.title })
            .from(authRules)
            .where(inArray(authRules.name, names))
        : [],
      deptIds.length
        ? this.db.select({ id: depts.deptId, name: depts.deptName }).from(depts).where(inArray(depts.deptId, deptIds))
        : [],
    ]);
    const titleOf = new Map(titles.map((r) => [r.name, r.title]));
    const deptOf = new Map(deptNames.map((r) => [r.id, r.name]));
    await this.db.insert(operLogs).values(
      batch.map(({ permission, ...entry }) => ({
        ...entry,
        title: titleOf.get(permission) ?? '',
        deptName: deptOf.get(entry.deptId ?? 0) ?? '',
      })),
    );
    this.written += batch.length;
  }
}
