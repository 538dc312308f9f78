// Dictionary items (GFast §3.7), including getDictData, which nearly every console page calls.
import type {
  DictDataAddBody,
  DictDataEditBody,
  DictDataListData,
  DictDataListQuery,
  DictValuesData,
  SysDictData,
} from '@iot/contract';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dictData, dictTypes } from './schema.ts';
import { businessError } from '../../lib/errors.ts';
import { queryFilters } from '../../lib/sql.ts';
import { readTablePage } from '../../db/paging.ts';
import { authorshipOf } from './service.ts';

type DictDataRow = typeof dictData.$inferSelect;

const itemOrder = [asc(dictData.dictSort), asc(dictData.dictCode)];

export function toSysDictData(r: DictDataRow): SysDictData {
  return {
    dictCode: r.dictCode,
    dictSort: r.dictSort,
    dictLabel: r.dictLabel,
    dictValue: r.dictValue,
    dictType: r.dictType,
    cssClass: r.cssClass,
    listClass: r.listClass,
    isDefault: r.isDefault,
    status: r.status,
    ...authorshipOf(r),
  };
}

/**
 * The enabled items of an enabled type; an unknown or disabled type gives nulls. A non-empty
 * `defaultValue` decides `isDefault` instead of the stored flags. Note key = value, value = label.
 */
export async function dictValues(db: Db, dictType: string, defaultValue: string): Promise<DictValuesData> {
  const [type] = await db
    .select({ name: dictTypes.dictName, remark: dictTypes.remark })
    .from(dictTypes)
    .where(and(eq(dictTypes.dictType, dictType), eq(dictTypes.status, 1)));
  if (!type) return { info: null, values: null };
  const items = await db
    .select()
    .from(dictData)
    .where(and(eq(dictData.dictType, dictType), eq(dictData.status, 1)))
    .orderBy(...itemOrder);
  return {
    info: type,
    values: items.map((i) => ({
      key: i.dictValue,
      value: i.dictLabel,
      isDefault: defaultValue ? Number(i.dictValue === defaultValue) : i.isDefault,
      remark: i.remark,
    })),
  };
}

export async function listDictData(db: Db, q: DictDataListQuery): Promise<DictDataListData> {
  const where = queryFilters(dictData, q, { dictType: 'equals', dictLabel: 'contains', status: 'equals' });
  const { rows, total } = await readTablePage(db, dictData, where, itemOrder, q);
  return { list: rows.map(toSysDictData), total, currentPage: q.pageNum };
}

export async function getDictData(db: Db, dictCode: number): Promise<SysDictData> {
  const [row] = await db.select().from(dictData).where(eq(dictData.dictCode, dictCode));
  if (!row) throw businessError('dictDataNotFound');
  return toSysDictData(row);
}

/**
 * The item's type must exist and its value be new within the type. Values have no unique index
 * (GFast has none), so writers of one type are serialised by a transaction-scoped advisory lock.
 */
async function assertPlace(tx: Db, form: DictDataAddBody, selfCode?: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sys_dict_data:${form.dictType}`}))`);
  const [type] = await tx.select({ id: dictTypes.dictId }).from(dictTypes).where(eq(dictTypes.dictType, form.dictType));
  if (!type) throw businessError('dictTypeNotFound');
  const same = and(eq(dictData.dictType, form.dictType), eq(dictData.dictValue, form.dictValue));
  const [clash] = await tx
    .select({ code: dictData.dictCode })
    .from(dictData)
    .where(selfCode === undefined ? same : and(same, ne(dictData.dictCode, selfCode)));
  if (clash) throw businessError('dictValueExists');
}

export async function addDictData(db: Db, form: DictDataAddBody, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await assertPlace(tx, form);
    await tx.insert(dictData).values({ ...form, createBy: userId });
  });
}

export async function editDictData(db: Db, form: DictDataEditBody, userId: number): Promise<void> {
  const { dictCode, ...fields } = form;
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ code: dictData.dictCode })
      .from(dictData)
      .where(eq(dictData.dictCode, dictCode));
    if (!current) throw businessError('dictDataNotFound');
    await assertPlace(tx, fields, dictCode);
    await tx
      .update(dictData)
      .set({ ...fields, updateBy: userId, updatedAt: new Date() })
      .where(eq(dictData.dictCode, dictCode));
  });
}

export async function deleteDictData(db: Db, ids: number[]): Promise<void> {
  await db.delete(dictData).where(inArray(dictData.dictCode, ids));
}
