// /api/v1/alarm/** (sagoo-iot-api.md §8, §11.2): levels, rules (device-triggered and cron), alarm
// logs, and ours: closing several alarms at once and the webhook deliveries. Every rule change
// reloads the published rules on this process at once and on the others through the bus.
import {
  ACCESS,
  alarmCronRuleEditBody,
  alarmCronRuleForm,
  alarmIdBody,
  alarmLevelEditBody,
  alarmLogClearBody,
  alarmLogHandleBody,
  alarmLogIdQuery,
  alarmLogListQuery,
  alarmRuleEditBody,
  alarmRuleForm,
  alarmRuleListQuery,
  alarmTriggerParamQuery,
  alarmTriggerTypeQuery,
  alarmWebhookListQuery,
  PERMISSIONS,
  REPORT_TIME_KEY,
  type AlarmPage,
  type AlarmWebhookRow,
} from '@iot/contract';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { needs } from '../../access/needs.ts';
import { answerKey, sendCached } from '../../db/cached-answer.ts';
import { ok } from '../../lib/envelope.ts';
import { pageOf } from '../../db/paging.ts';
import { parseInput } from '../../lib/request.ts';
import { formatTime } from '../../lib/time.ts';
import { principalOf } from '../../plugins/auth.ts';
import { scopeKey } from '../../access/data-scope.ts';
import { productScopeFilter, productScopeOf, productView } from '../device/index.ts';
import type { AlarmEngine } from './engine.ts';
import { alarmLogInScope, alarmScopeOf, handleAlarms, listAlarmLogs } from './logs.ts';
import {
  addRule,
  deleteRule,
  editRule,
  levelNames,
  listRules,
  OPERATORS,
  productTsl,
  ruleDetail,
  setRuleStatus,
  TRIGGER_TYPE_NAMES,
} from './rules.ts';
import { alarmLevels, alarmRules, alarmWebhooks } from './schema.ts';

const BASE = '/api/v1/alarm';
const { alarm } = PERMISSIONS;

export function alarmRoutes(app: FastifyInstance, engine: AlarmEngine) {
  const { db, answers } = app.ctx.database;
  const { bus } = app.ctx;
  const productScope = (req: FastifyRequest) => productScopeOf(db, principalOf(req));
  const logScope = (req: FastifyRequest) => alarmScopeOf(db, principalOf(req));
  const changed = async () => {
    await engine.reload();
    await bus.publish({ type: 'alarmRulesChanged' });
  };

  // Levels: anyone signed in reads the names and colours (the rule form and the logs show them).
  app.get(`${BASE}/level/all`, needs(ACCESS.login), async () => ok({ list: [...(await levelNames(db)).values()] }));
  app.put(`${BASE}/level/edit`, needs(alarm.levelEdit), async (req) => {
    const { list } = parseInput(alarmLevelEditBody, req);
    const current = await levelNames(db);
    for (const { level, name, color } of list) {
      const row = { level, name, color: color ?? current.get(level)?.color ?? '' };
      await db.insert(alarmLevels).values(row).onConflictDoUpdate({ target: alarmLevels.level, set: row });
    }
    await changed();
    return ok();
  });

  // The rule form's fixed lists.
  app.get(`${BASE}/rule/operator`, needs(alarm.ruleList), async () => ok({ list: OPERATORS }));
  app.get(`${BASE}/rule/trigger_type`, needs(alarm.ruleList), async (req) => {
    const { productKey } = parseInput(alarmTriggerTypeQuery, req);
    const tsl = productKey ? await productTsl(db, await productScope(req), productKey) : null;
    const types = [1, 2, ...(tsl?.properties?.length ? [3] : []), ...(tsl?.events?.length ? [4] : [])];
    return ok({ list: types.map((type) => ({ title: TRIGGER_TYPE_NAMES[type], type })) });
  });
  app.get(`${BASE}/rule/trigger_param`, needs(alarm.ruleList), async (req) => {
    const q = parseInput(alarmTriggerParamQuery, req);
    if (!q.productKey || (q.triggerType !== 3 && q.triggerType !== 4)) return ok({ list: null });
    const tsl = await productTsl(db, await productScope(req), q.productKey);
    const params =
      q.triggerType === 3
        ? (tsl.properties ?? [])
        : ((tsl.events ?? []).find((e) => e.key === q.eventKey)?.outputs ?? []);
    const list = [
      { title: '上报时间', paramKey: REPORT_TIME_KEY },
      ...params.map((p) => ({ title: p.name, paramKey: p.key })),
    ];
    return ok({ list });
  });

  // Rules. The lists come from the answer cache, keyed by what the caller's scope sees.
  app.get(`${BASE}/rule/list`, needs(alarm.ruleList), async (req, reply) => {
    const q = parseInput(alarmRuleListQuery, req);
    const scope = await productScope(req);
    return sendCached(reply, answers, answerKey(req, { q, scope: scopeKey(scope) }), () => listRules(db, scope, q));
  });
  app.get(`${BASE}/rule/detail`, needs(alarm.ruleList), async (req) =>
    ok(await ruleDetail(db, await productScope(req), parseInput(alarmIdBody, req).id)),
  );
  const add = (cron: boolean) => async (req: FastifyRequest) => {
    const form = cron ? parseInput(alarmCronRuleForm, req) : parseInput(alarmRuleForm, req);
    const me = principalOf(req);
    await addRule(db, await productScope(req), form, { id: me.id, deptId: me.deptId });
    return ok();
  };
  const edit = (cron: boolean) => async (req: FastifyRequest) => {
    const form = cron ? parseInput(alarmCronRuleEditBody, req) : parseInput(alarmRuleEditBody, req);
    await editRule(db, await productScope(req), form.id, form, principalOf(req).id);
    await changed();
    return ok();
  };
  app.post(`${BASE}/rule/add`, needs(alarm.ruleAdd), add(false));
  app.post(`${BASE}/rule/cron/add`, needs(alarm.ruleAdd), add(true));
  app.put(`${BASE}/rule/edit`, needs(alarm.ruleEdit), edit(false));
  app.put(`${BASE}/rule/cron/edit`, needs(alarm.ruleEdit), edit(true));
  app.delete(`${BASE}/rule/del`, needs(alarm.ruleDelete), async (req) => {
    await deleteRule(db, await productScope(req), parseInput(alarmIdBody, req).id);
    return ok();
  });
  for (const [path, status] of [
    ['deploy', 1],
    ['undeploy', 0],
  ] as const) {
    app.post(`${BASE}/rule/${path}`, needs(alarm.ruleDeploy), async (req) => {
      await setRuleStatus(db, await productScope(req), parseInput(alarmIdBody, req).id, status, principalOf(req).id);
      await changed();
      return ok();
    });
  }

  // Alarm logs: the engine writes them as telemetry, so a telemetry answer.
  app.get(`${BASE}/log/list`, needs(alarm.logList), async (req, reply) => {
    const q = parseInput(alarmLogListQuery, req);
    const scope = await logScope(req);
    return sendCached(
      reply,
      answers,
      answerKey(req, { q, scope: scopeKey(scope) }),
      () => listAlarmLogs(db, scope, q),
      {
        telemetry: true,
      },
    );
  });
  app.get(`${BASE}/log/detail`, needs(alarm.logList), async (req) =>
    ok({ data: await alarmLogInScope(db, await logScope(req), parseInput(alarmLogIdQuery, req).id) }),
  );
  app.post(`${BASE}/log/handle`, needs(alarm.logHandle), async (req) => {
    const { id, status, content } = parseInput(alarmLogHandleBody, req);
    await handleAlarms(db, await logScope(req), [id], {
      userId: principalOf(req).id,
      status: status as 1 | 2,
      content,
    });
    return ok();
  });
  app.post(`${BASE}/log/clear`, needs(alarm.logHandle), async (req) => {
    const { ids, status, content } = parseInput(alarmLogClearBody, req);
    const closed = await handleAlarms(db, await logScope(req), ids, { userId: principalOf(req).id, status, content });
    return ok({ closed });
  });

  // Webhook deliveries of the rules the caller may see (each delivery is written once, when done).
  app.get(`${BASE}/webhook/list`, needs(alarm.ruleList), async (req, reply) => {
    const q = parseInput(alarmWebhookListQuery, req);
    const scope = await productScope(req);
    return sendCached(reply, answers, answerKey(req, { q, scope: scopeKey(scope) }), async () => {
      const visibleRules = db
        .select({ id: alarmRules.id })
        .from(alarmRules)
        .innerJoin(productView, eq(productView.key, alarmRules.productKey))
        .where(productScopeFilter(scope));
      const where = and(
        inArray(alarmWebhooks.ruleId, visibleRules),
        q.ruleId !== undefined ? eq(alarmWebhooks.ruleId, q.ruleId) : undefined,
        q.logId !== undefined ? eq(alarmWebhooks.logId, q.logId) : undefined,
      );
      const { limit, offset } = pageOf(q);
      const [rows, [{ total }]] = await Promise.all([
        db.select().from(alarmWebhooks).where(where).orderBy(desc(alarmWebhooks.id)).limit(limit).offset(offset),
        db.select({ total: count() }).from(alarmWebhooks).where(where),
      ]);
      const list: AlarmWebhookRow[] = rows.map((r) => ({
        ...r,
        createdAt: formatTime(r.createdAt),
        finishedAt: formatTime(r.finishedAt),
      }));
      const page: AlarmPage<AlarmWebhookRow> = { list, currentPage: q.pageNum, Total: Number(total) };
      return page;
    });
  });
}
