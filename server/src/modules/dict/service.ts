// Dictionary types (GFast §3.6). A type's items refer to it by its `dictType` string, not its id,
// so renaming or deleting a type carries its items along in the same transaction.
import type {
  DictTypeAddBody,
  DictTypeEditBody,
  DictTypeListData,
  DictTypeListQuery,
  SysDictType,
} from '@iot/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dictData, dictTypes } from './schema.ts';
import { businessError } from '../../lib/errors.ts';
import { queryFilters, sqlState, UNIQUE_VIOLATION } from '../../lib/sql.ts';
import { readTablePage } from '../../db/paging.ts';
import { formatTime } from '../../lib/time.ts';

type DictTypeRow = typeof dictTypes.$inferSelect;

/** Who wrote and changed a type or an item, its note and its times, as the wire shows them. */
export function authorshipOf(r: DictTypeRow | typeof dictData.$inferSelect) {
  const { createBy, updateBy, remark } = r;
  return { createBy, updateBy, remark, createdAt: formatTime(r.createdAt), updatedAt: formatTime(r.updatedAt) };
}

export function toSysDictType(r: DictTypeRow): SysDictType {
  return {
    dictId: r.dictId,
    dictName: r.dictName,
    dictType: r.dictType,
    status: r.status,
    ...authorshipOf(r),
  };
}

export async function listDictTypes(db: Db, q: DictTypeListQuery): Promise<DictTypeListData> {
  const where = queryFilters(dictTypes, q, { dictName: 'contains', dictType: 'contains', status: 'equals' });
  const { rows, total } = await readTablePage(db, dictTypes, where, [asc(dictTypes.dictId)], q);
  return {
    dictTypeList: rows.map((r) => {
      const { dictId, dictName, dictType, status, remark, createdAt } = toSysDictType(r);
      return { dictId, dictName, dictType, status, remark, createdAt };
    }),
    total,
    currentPage: q.pageNum,
  };
}

export async function getDictType(db: Db, dictId: number): Promise<SysDictType> {
  const [row] = await db.select().from(dictTypes).where(eq(dictTypes.dictId, dictId));
  if (!row) throw businessError('dictTypeNotFound');
  return toSysDictType(row);
}

/** Enabled types for selects (GFast's code generator). */
export async function enabledDictTypes(db: Db): Promise<SysDictType[]> {
  const rows = await db.select().from(dictTypes).where(eq(dictTypes.status, 1)).orderBy(asc(dictTypes.dictId));
  return rows.map(toSysDictType);
}

/** The unique index settles races between two writers of the same type name. */
async function uniqueType<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (sqlState(err) === UNIQUE_VIOLATION) throw businessError('dictTypeExists');
    throw err;
  }
}

async function assertTypeFree(db: Db, dictType: string, selfId?: number) {
  const [clash] = await db.select({ dictId: dictTypes.dictId }).from(dictTypes).where(eq(dictTypes.dictType, dictType));
  if (clash && clash.dictId !== selfId) throw businessError('dictTypeExists');
}

export async function addDictType(db: Db, form: DictTypeAddBody, userId: number): Promise<void> {
  await assertTypeFree(db, form.dictType);
  await uniqueType(db.insert(dictTypes).values({ ...form, createBy: userId }));
}

export async function editDictType(db: Db, form: DictTypeEditBody, userId: number): Promise<void> {
  const { dictId, ...fields } = form;
  await uniqueType(
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(dictTypes).where(eq(dictTypes.dictId, dictId));
      if (!current) throw businessError('dictTypeNotFound');
      await assertTypeFree(tx, fields.dictType, dictId);
      await tx
        .update(dictTypes)
        .set({ ...fields, updateBy: userId, updatedAt: new Date() })
        .where(eq(dictTypes.dictId, dictId));
      if (current.dictType !== fields.dictType) {
        await tx.update(dictData).set({ dictType: fields.dictType }).where(eq(dictData.dictType, current.dictType));
      }
    }),
  );
}

export async function deleteDictTypes(db: Db, dictIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const doomed = await tx
      .select({ dictType: dictTypes.dictType })
      .from(dictTypes)
      .where(inArray(dictTypes.dictId, dictIds));
    if (!doomed.length) return;
    await tx.delete(dictData).where(
      inArray(
        dictData.dictType,
        doomed.map((d) => d.dictType),
      ),
    );
    await tx.delete(dictTypes).where(inArray(dictTypes.dictId, dictIds));
  });
}
