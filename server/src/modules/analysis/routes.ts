// /api/v1/analysis/* (sagoo-iot-api.md §14) and ours for the home page and the dashboards. Device
// and message figures need the device list and follow its data scope; product figures the product
// list's; alarm figures the alarm log list's. A caller whose scope cannot be worked out (no
// department, no scope rows) sees zeros rather than an error on the home page.
import {
  analysisDateTypeQuery,
  analysisLevelQuery,
  analysisLimitQuery,
  analysisRateQuery,
  analysisYearQuery,
  PERMISSIONS,
} from '@iot/contract';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { needs } from '../../access/needs.ts';
import type { Db } from '../../db/client.ts';
import { answerKey, callerKey, sendCached } from '../../db/cached-answer.ts';
import { ApiError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/request.ts';
import { principalOf } from '../../plugins/auth.ts';
import { dataScopeOf, scopeFilter, type DataScope } from '../../access/data-scope.ts';
import type { Principal } from '../../access/principal.ts';
import { deviceScopeFilter, deviceScopeOf, deviceView, productScopeFilter, productScopeOf } from '../device/index.ts';
import { bucketsOf, periodOf, recentBuckets, toSeries } from './periods.ts';
import * as figures from './service.ts';

const BASE = '/api/v1/analysis';
/** How old a cached figure may be. */
const FRESH_MS = 5000;
const { device, product, alarm } = PERMISSIONS;

type Scoped = (db: Db, p: Principal) => Promise<SQL | undefined>;

/** A scope's condition, or "nothing" when the caller has no department and no scope rows. */
const scoped =
  (of: (db: Db, p: Principal) => Promise<DataScope>, filter: (s: DataScope) => SQL | undefined): Scoped =>
  async (db, p) => {
    try {
      return filter(await of(db, p));
    } catch (err) {
      if (err instanceof ApiError) return sql`false`;
      throw err;
    }
  };

const deviceScope = scoped(deviceScopeOf, deviceScopeFilter);
const productScope = scoped(productScopeOf, productScopeFilter);
// As the alarm log list: the alarm log menu's scope rows over the alarm's device.
const alarmScope = scoped(
  (db, p) => dataScopeOf(db, p, { menu: alarm.logList, allRule: alarm.logAll, fallback: 'ownDeptAndBelow' }),
  (s) => scopeFilter(s, { dept: deviceView.deptId, self: eq(deviceView.createdBy, s.userId) }),
);

export default async function analysisRoutes(app: FastifyInstance) {
  const { db, answers } = app.ctx.database;
  /**
   * Answers from the answer cache, keyed by the caller's rights, the input and `clock`: the current
   * minute or second of a moving window, else the current 5 seconds. Device messages, logs and
   * states are written as telemetry, which does not drop cached answers (it would on every
   * message), so a figure may be at most that old; dashboards polling together share one answer.
   */
  const answer = (
    req: FastifyRequest,
    reply: FastifyReply,
    scope: Scoped,
    input: unknown,
    load: (where: SQL | undefined) => Promise<unknown>,
    clock = String(Math.floor(Date.now() / FRESH_MS)),
  ) => {
    const p = principalOf(req);
    return sendCached(reply, answers, answerKey(req, { input, clock, caller: callerKey(p) }), async () =>
      load(await scope(db, p)),
    );
  };

  app.get(`${BASE}/deviceOnlineOfflineCount`, needs(device.list), (req, reply) =>
    answer(req, reply, deviceScope, null, (w) => figures.onlineOffline(db, w)),
  );
  app.get(`${BASE}/deviceDataTotalCount`, needs(device.list), (req, reply) => {
    const q = parseInput(analysisDateTypeQuery, req);
    const { start, end } = periodOf(q.dateType, new Date());
    return answer(req, reply, deviceScope, q, (w) => figures.messageTotal(db, w, start, end));
  });
  app.get(`${BASE}/deviceDataCount`, needs(device.list), (req, reply) => {
    const q = parseInput(analysisDateTypeQuery, req);
    const b = bucketsOf(q.dateType, new Date());
    return answer(req, reply, deviceScope, q, async (w) => toSeries(b, await figures.messageCounts(db, w, b)));
  });
  // Ours: messages per minute over the last hour, or per second over the last minute.
  app.get(`${BASE}/messageRate`, needs(device.list), (req, reply) => {
    const q = parseInput(analysisRateQuery, req);
    const b = recentBuckets(q.unit, new Date());
    const clock = String(b.bounds[b.bounds.length - 1].getTime());
    return answer(req, reply, deviceScope, q, async (w) => toSeries(b, await figures.messageCounts(db, w, b)), clock);
  });
  app.get(`${BASE}/deviceLocations`, needs(device.list), (req, reply) =>
    answer(req, reply, deviceScope, null, (w) => figures.deviceLocations(db, w)),
  );
  app.get(`${BASE}/deviceEvents`, needs(device.list), (req, reply) => {
    const q = parseInput(analysisLimitQuery, req);
    return answer(req, reply, deviceScope, q, (w) => figures.deviceEvents(db, w, q.limit));
  });
  app.get(`${BASE}/productCount`, needs(product.list), (req, reply) => {
    const monthStart = periodOf('month', new Date()).start;
    return answer(req, reply, productScope, null, (w) => figures.productCount(db, w, monthStart));
  });
  app.get(`${BASE}/deviceAlertCountByYearMonth`, needs(alarm.logList), (req, reply) => {
    const q = parseInput(analysisYearQuery, req);
    const now = new Date();
    const b = bucketsOf('year', q.year ? new Date(q.year, 0, 1) : now);
    return answer(req, reply, alarmScope, q, async (w) => toSeries(b, await figures.alarmCounts(db, w, b)));
  });
  app.get(`${BASE}/deviceAlarmLevelCount`, needs(alarm.logList), (req, reply) => {
    const q = parseInput(analysisLevelQuery, req);
    const { start, end } = periodOf(q.dateType, new Date(), q.date || undefined);
    return answer(req, reply, alarmScope, q, (w) => figures.alarmLevelCounts(db, w, start, end));
  });
  // Ours: open alarms per level and the latest of them.
  app.get(`${BASE}/alarmOpen`, needs(alarm.logList), (req, reply) => {
    const q = parseInput(analysisLimitQuery, req);
    return answer(req, reply, alarmScope, q, (w) => figures.openAlarms(db, w, q.limit));
  });
}
