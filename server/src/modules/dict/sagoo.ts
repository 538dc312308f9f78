// SagooIoT's read of dictionaries (`GET /api/v1/common/dict/data/list`): its console's `useDict`
// (api/common/dict/data.ts) fetches every dictionary a page shows through it, e.g.
// `network_server_type` (product form), `alarm_type` and `notice_send_gateway` (alarm rule form).
import { ACCESS, sagooDictDataQuery, type SagooDictDataList, type SagooDictDataQuery } from '@iot/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { needs } from '../../access/needs.ts';
import type { Db } from '../../db/client.ts';
import { answerKey, sendCached } from '../../db/cached-answer.ts';
import { readTablePage } from '../../db/paging.ts';
import { contains } from '../../lib/sql.ts';
import { parseInput } from '../../lib/request.ts';
import { toSysDictData } from './data.ts';
import { dictData, dictTypes } from './schema.ts';

/**
 * One type's items in SagooIoT's page (`list`, `Total`, `currentPage`), as getDictData reads them:
 * a type that does not exist or is disabled has none. `status` filters the items (the console
 * asks for 1, enabled).
 */
export async function sagooDictData(db: Db, q: SagooDictDataQuery): Promise<SagooDictDataList> {
  const [type] = await db
    .select({ id: dictTypes.dictId })
    .from(dictTypes)
    .where(and(eq(dictTypes.dictType, q.dictType), eq(dictTypes.status, 1)));
  if (!type) return { list: [], Total: 0, currentPage: q.pageNum };
  const where = and(
    eq(dictData.dictType, q.dictType),
    q.dictLabel ? contains(dictData.dictLabel, q.dictLabel) : undefined,
    q.status === undefined ? undefined : eq(dictData.status, q.status),
  );
  const order = [asc(dictData.dictSort), asc(dictData.dictCode)];
  const { rows, total } = await readTablePage(db, dictData, where, order, q);
  return {
    // Ours, with SagooIoT's names of the authors and its `defaultValue` deciding the default.
    list: rows.map((r) => {
      const { createBy, updateBy, ...item } = toSysDictData(r);
      return {
        ...item,
        isDefault: q.defaultValue ? Number(r.dictValue === q.defaultValue) : r.isDefault,
        createdBy: createBy,
        updatedBy: updateBy,
      };
    }),
    Total: total,
    currentPage: q.pageNum,
  };
}

/** Any signed-in user reads dictionaries this way, as through GFast's getDictData. */
export default async function sagooDictRoutes(app: FastifyInstance) {
  const { db, answers } = app.ctx.database;
  app.get('/api/v1/common/dict/data/list', needs(ACCESS.login), async (req, reply) => {
    const q = parseInput(sagooDictDataQuery, req);
    return sendCached(reply, answers, answerKey(req, q), () => sagooDictData(db, q));
  });
}
