// Alarm rules (sagoo-iot-api.md §8.2): list, detail, add, edit, delete, deploy/undeploy, and the
// form's fixed lists. A rule belongs to a product; callers see and change the rules of the products
// their product scope covers (outside it: "告警规则不存在"). Forms are checked against the product's
// current object model (SagooIoT reads a stale cache, §8.2).
import { randomBytes } from 'node:crypto';
import {
  REPORT_TIME_KEY,
  type AlarmCronRuleForm,
  type AlarmGroup,
  type AlarmPage,
  type AlarmRuleForm,
  type AlarmRuleListQuery,
  type AlarmRuleRow,
  type Tsl,
} from '@iot/contract';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businessError } from '../../lib/errors.ts';
import { pageOf } from '../../db/paging.ts';
import { queryFilters } from '../../lib/sql.ts';
import { authorship } from '../../lib/authorship.ts';
import { createdWithin } from '../../lib/time.ts';
import type { DataScope } from '../../access/data-scope.ts';
import { deviceView, productScopeFilter, productView } from '../device/index.ts';
import { validCron } from './cron.ts';
import { alarmLevels, alarmRules } from './schema.ts';
import { DEFAULT_LEVELS } from './seed.ts';

type Rule = typeof alarmRules.$inferSelect;

export const TRIGGER_TYPE_NAMES: Record<number, string> = {
  1: '设备上线',
  2: '设备离线',
  3: '属性上报',
  4: '事件上报',
};
export const OPERATORS = [
  { title: '等于', type: 'eq' },
  { title: '不等于', type: 'ne' },
  { title: '大于', type: 'gt' },
  { title: '大于等于', type: 'gte' },
  { title: '小于', type: 'lt' },
  { title: '小于等于', type: 'lte' },
  { title: '在...之间', type: 'bet' },
  { title: '不在...之间', type: 'nbet' },
];

/** Rules of the products in the caller's product scope. */
const inProductScope = (db: Db, scope: DataScope) =>
  inArray(
    alarmRules.productKey,
    db.select({ key: productView.key }).from(productView).where(productScopeFilter(scope)),
  );

export async function levelNames(db: Db): Promise<Map<number, { level: number; name: string; color: string }>> {
  const rows = await db.select().from(alarmLevels);
  const map = new Map(DEFAULT_LEVELS.map((l) => [l.level, l]));
  for (const r of rows) map.set(r.level, r);
  return map;
}

function toRow(r: Rule, levels: Map<number, { level: number; name: string }>, detail: boolean): AlarmRuleRow {
  const level = levels.get(r.level);
  const status = r.triggerType === 1 || r.triggerType === 2;
  return {
    id: r.id,
    deptId: r.deptId,
    name: r.name,
    level: r.level,
    productKey: r.productKey,
    deviceKey: r.deviceKey,
    triggerMode: r.triggerMode === 2 ? 2 : 1,
    triggerType: r.triggerType,
    eventKey: r.eventKey,
    triggerCondition: detail && status ? '' : JSON.stringify({ triggerCondition: r.triggerCondition }),
    action: JSON.stringify({ action: r.action }),
    status: r.status,
    ...authorship(r),
    triggerTypeName: TRIGGER_TYPE_NAMES[r.triggerType] ?? '',
    alarmLevel: level ? { level: level.level, name: level.name } : {},
    condition: detail ? { triggerCondition: status || !r.triggerCondition.length ? null : r.triggerCondition } : null,
    cronCondition: detail ? { cronCondition: r.cronCondition.length ? r.cronCondition : null } : null,
    // An array even when empty: SagooIoT's rule form iterates it when it opens a rule (edit.vue).
    performAction: detail ? { action: r.action } : null,
    ...(detail ? { webhookSecret: r.webhookSecret } : {}),
  };
}

export async function listRules(db: Db, scope: DataScope, q: AlarmRuleListQuery): Promise<AlarmPage<AlarmRuleRow>> {
  const where = and(
    queryFilters(alarmRules, q, {
      name: 'contains',
      level: 'equals',
      triggerType: 'equals',
      productKey: 'equals',
      deviceKey: 'equals',
      status: 'equals',
    }),
    createdWithin(alarmRules.createdAt, q.dateRange),
    inProductScope(db, scope),
  );
  const { limit, offset } = pageOf(q);
  const [rows, [{ total }], levels] = await Promise.all([
    db.select().from(alarmRules).where(where).orderBy(desc(alarmRules.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(alarmRules).where(where),
    levelNames(db),
  ]);
  return { list: rows.map((r) => toRow(r, levels, false)), currentPage: q.pageNum, Total: Number(total) };
}

/** A rule in the caller's scope, or "告警规则不存在". */
export async function ruleInScope(db: Db, scope: DataScope, id: number, extra?: SQL): Promise<Rule> {
  const [row] = await db
    .select()
    .from(alarmRules)
    .where(and(eq(alarmRules.id, id), inProductScope(db, scope), extra));
  if (!row) throw businessError('alarmRuleNotFound');
  return row;
}

export async function ruleDetail(db: Db, scope: DataScope, id: number): Promise<{ data: AlarmRuleRow }> {
  return { data: toRow(await ruleInScope(db, scope, id), await levelNames(db), true) };
}

/** The product's object model, if the caller may see the product; else "产品不存在". */
export async function productTsl(db: Db, scope: DataScope, productKey: string): Promise<Tsl> {
  const [row] = await db
    .select({ tsl: productView.metadata })
    .from(productView)
    .where(and(eq(productView.key, productKey), productScopeFilter(scope)));
  if (!row) throw businessError('alarmProductNotFound');
  return row.tsl;
}

function checkGroups(groups: AlarmGroup[], keys: Set<string>) {
  for (const f of groups.flatMap((g) => g.filters)) {
    const base = f.key.endsWith('_time') ? f.key.slice(0, -5) : f.key;
    if (!keys.has(f.key) && !keys.has(base)) throw businessError('alarmFilterKeyUnknown', { key: f.key });
    if ((f.operator === 'bet' || f.operator === 'nbet') && f.value.length < 2)
      throw businessError('alarmFilterValues', { key: f.key });
  }
}

function checkActions(actions: AlarmRuleForm['action']) {
  for (const a of actions) {
    if (a.sendGateway !== 'webhook') continue;
    for (const url of a.addressee)
      if (!/^https?:\/\/[^\s]+$/i.test(url)) throw businessError('alarmWebhookUrlInvalid', { url });
  }
}

/** Checks a form against the product and answers the row to store (without id and owner). */
async function checked(db: Db, scope: DataScope, form: AlarmRuleForm | AlarmCronRuleForm) {
  const tsl = await productTsl(db, scope, form.productKey);
  const deviceKey = form.deviceKey === 'all' ? '' : form.deviceKey;
  if (deviceKey) {
    const [d] = await db
      .select({ id: deviceView.id })
      .from(deviceView)
      .innerJoin(productView, eq(productView.id, deviceView.productId))
      .where(and(eq(deviceView.key, deviceKey), eq(productView.key, form.productKey)));
    if (!d) throw businessError('alarmDeviceNotFound');
  }
  checkActions(form.action);
  const properties = new Set([REPORT_TIME_KEY, ...(tsl.properties ?? []).map((p) => p.key)]);
  const base = { name: form.name, level: form.level, productKey: form.productKey, deviceKey, action: form.action };
  if ('cronCondition' in form) {
    for (const expr of form.cronCondition) if (!validCron(expr)) throw businessError('alarmCronInvalid', { expr });
    checkGroups(form.triggerCondition, new Set([...properties, 'Status']));
    return {
      ...base,
      triggerMode: 2,
      triggerType: 0,
      eventKey: '',
      triggerCondition: form.triggerCondition,
      cronCondition: form.cronCondition,
    };
  }
  let groups = form.triggerCondition;
  let eventKey = '';
  if (form.triggerType === 1 || form.triggerType === 2) groups = [];
  else if (form.triggerType === 3) {
    if (!groups.some((g) => g.filters.length)) throw businessError('alarmConditionRequired');
    checkGroups(groups, properties);
  } else {
    if (!form.eventKey) throw businessError('alarmEventRequired');
    const event = (tsl.events ?? []).find((e) => e.key === form.eventKey);
    if (!event) throw businessError('alarmEventUnknown', { key: form.eventKey });
    eventKey = event.key;
    checkGroups(groups, new Set([REPORT_TIME_KEY, ...(event.outputs ?? []).map((o) => o.key)]));
  }
  return {
    ...base,
    triggerMode: 1,
    triggerType: form.triggerType,
    eventKey,
    triggerCondition: groups,
    cronCondition: [],
  };
}

export async function addRule(
  db: Db,
  scope: DataScope,
  form: AlarmRuleForm | AlarmCronRuleForm,
  by: { id: number; deptId: number },
): Promise<number> {
  const row = await checked(db, scope, form);
  const secret = form.webhookSecret || randomBytes(24).toString('hex');
  const [{ id }] = await db
    .insert(alarmRules)
    .values({ ...row, webhookSecret: secret, status: 0, deptId: by.deptId, createdBy: by.id, updatedBy: by.id })
    .returning({ id: alarmRules.id });
  return id;
}

export async function editRule(
  db: Db,
  scope: DataScope,
  id: number,
  form: AlarmRuleForm | AlarmCronRuleForm,
  by: number,
): Promise<void> {
  await ruleInScope(db, scope, id);
  const row = await checked(db, scope, form);
  await db
    .update(alarmRules)
    .set({
      ...row,
      ...(form.webhookSecret ? { webhookSecret: form.webhookSecret } : {}),
      updatedBy: by,
      updatedAt: new Date(),
    })
    .where(eq(alarmRules.id, id));
}

export async function deleteRule(db: Db, scope: DataScope, id: number): Promise<void> {
  const rule = await ruleInScope(db, scope, id);
  if (rule.status === 1) throw businessError('alarmRuleEnabled');
  await db.delete(alarmRules).where(eq(alarmRules.id, id));
}

/** Enables (1) or disables (0) a rule that is not so already. */
export async function setRuleStatus(db: Db, scope: DataScope, id: number, status: 0 | 1, by: number): Promise<void> {
  const refusal = status === 1 ? 'alarmRuleDeployed' : 'alarmRuleUndeployed';
  const rule = await ruleInScope(db, scope, id).catch(() => null);
  if (!rule || rule.status === status) throw businessError(refusal);
  await db
    .update(alarmRules)
    .set({ status, updatedBy: by, updatedAt: new Date() })
    .where(and(eq(alarmRules.id, id), eq(alarmRules.status, 1 - status)));
}
