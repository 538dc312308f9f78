// System parameters (GFast §3.8): a paged list, unique keys, built-ins that stay.
import type { ConfigAddBody, ConfigEditBody, ConfigListData, ConfigListQuery, SysConfig } from '@iot/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businessError } from '../../lib/errors.ts';
import { readTablePage } from '../../db/paging.ts';
import { queryFilters, sqlState, UNIQUE_VIOLATION } from '../../lib/sql.ts';
import { createdWithin, formatTime } from '../../lib/time.ts';
import { INTEGER_PARAMS } from './params.ts';
import { sysConfigs } from './schema.ts';

type ConfigRow = typeof sysConfigs.$inferSelect;

export function toSysConfig(r: ConfigRow): SysConfig {
  return {
    configId: r.configId,
    configName: r.configName,
    configKey: r.configKey,
    configValue: r.configValue,
    configType: r.configType,
    createBy: r.createBy,
    updateBy: r.updateBy,
    remark: r.remark,
    createdAt: formatTime(r.createdAt),
    updatedAt: formatTime(r.updatedAt),
  };
}

export async function listConfigs(db: Db, q: ConfigListQuery): Promise<ConfigListData> {
  const where = and(
    queryFilters(sysConfigs, q, { configName: 'contains', configKey: 'contains', configType: 'equals' }),
    createdWithin(sysConfigs.createdAt, q.dateRange),
  );
  const { rows, total } = await readTablePage(db, sysConfigs, where, [asc(sysConfigs.configId)], q);
  return { list: rows.map(toSysConfig), total, currentPage: q.pageNum };
}

export async function getConfig(db: Db, id: number): Promise<SysConfig> {
  const [row] = await db.select().from(sysConfigs).where(eq(sysConfigs.configId, id));
  if (!row) throw businessError('configNotFound');
  return toSysConfig(row);
}

/** A value the server reads as an integer must be one, within its bounds. */
function checkValue(form: ConfigAddBody) {
  const bounds = INTEGER_PARAMS[form.configKey];
  if (!bounds) return;
  const n = Number(form.configValue);
  if (!Number.isInteger(n) || n < bounds[0] || n > bounds[1])
    throw businessError('configBadValue', { key: form.configKey, min: bounds[0], max: bounds[1] });
}

/** The unique index answers a taken key (also when two writes race), as GFast's "参数键名重复". */
async function uniqueKey<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (sqlState(err) === UNIQUE_VIOLATION) throw businessError('configKeyTaken');
    throw err;
  }
}

export async function addConfig(db: Db, form: ConfigAddBody, userId: number): Promise<void> {
  checkValue(form);
  await uniqueKey(db.insert(sysConfigs).values({ ...form, createBy: userId, updateBy: userId }));
}

export async function editConfig(db: Db, form: ConfigEditBody, userId: number): Promise<void> {
  checkValue(form);
  const { configId, ...fields } = form;
  const done = await uniqueKey(
    db
      .update(sysConfigs)
      .set({ ...fields, updateBy: userId, updatedAt: new Date() })
      .where(eq(sysConfigs.configId, configId))
      .returning({ id: sysConfigs.configId }),
  );
  if (!done.length) throw businessError('configNotFound');
}

/** Built-in parameters stay: asking to delete one deletes nothing and names them. */
export async function deleteConfigs(db: Db, ids: number[]): Promise<void> {
  const builtIn = await db
    .select({ name: sysConfigs.configName })
    .from(sysConfigs)
    .where(and(inArray(sysConfigs.configId, ids), eq(sysConfigs.configType, 1)));
  if (builtIn.length) throw businessError('configBuiltIn', { names: builtIn.map((r) => r.name).join(', ') });
  await db.delete(sysConfigs).where(inArray(sysConfigs.configId, ids));
}
