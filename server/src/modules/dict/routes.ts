import {
  ACCESS,
  PERMISSIONS,
  dictDataAddBody,
  dictDataCodeQuery,
  dictDataDeleteBody,
  dictDataEditBody,
  dictDataListQuery,
  dictTypeAddBody,
  dictTypeDeleteBody,
  dictTypeEditBody,
  dictTypeIdQuery,
  dictTypeListQuery,
  getDictDataQuery,
} from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { needs } from '../../access/needs.ts';
import { answerKey, sendCached } from '../../db/cached-answer.ts';
import { ok } from '../../lib/envelope.ts';
import { parseInput } from '../../lib/request.ts';
import { principalOf } from '../../plugins/auth.ts';
import { addDictData, deleteDictData, dictValues, editDictData, getDictData, listDictData } from './data.ts';
import { addDictType, deleteDictTypes, editDictType, enabledDictTypes, getDictType, listDictTypes } from './service.ts';
import sagooDictRoutes from './sagoo.ts';

const TYPE = '/api/v1/system/dict/type';
const DATA = '/api/v1/system/dict/data';
// The dictionary pages' rules double as the permission to read them (GFast's convention).
const { dictType, dictData } = PERMISSIONS;
const READ_TYPES = needs(dictType.list);
const READ_DATA = needs(dictData.list);

export default async function dictRoutes(app: FastifyInstance) {
  const { db, answers } = app.ctx.database;

  // The reads every page makes are answered from the answer cache (dropped on any write).
  app.get(`${TYPE}/list`, READ_TYPES, async (req, reply) => {
    const q = parseInput(dictTypeListQuery, req);
    return sendCached(reply, answers, answerKey(req, q), () => listDictTypes(db, q));
  });
  app.get(`${TYPE}/get`, READ_TYPES, async (req) => {
    const { dictId } = parseInput(dictTypeIdQuery, req);
    return ok({ dictType: await getDictType(db, dictId) });
  });
  app.get(`${TYPE}/optionSelect`, READ_TYPES, async (req, reply) =>
    sendCached(reply, answers, answerKey(req, null), async () => ({ dictType: await enabledDictTypes(db) })),
  );
  app.post(`${TYPE}/add`, needs(dictType.add), async (req) => {
    await addDictType(db, parseInput(dictTypeAddBody, req), principalOf(req).id);
    return ok();
  });
  app.put(`${TYPE}/edit`, needs(dictType.edit), async (req) => {
    await editDictType(db, parseInput(dictTypeEditBody, req), principalOf(req).id);
    return ok();
  });
  app.delete(`${TYPE}/delete`, needs(dictType.delete), async (req) => {
    await deleteDictTypes(db, parseInput(dictTypeDeleteBody, req).dictIds);
    return ok();
  });

  // Every console page reads its dictionaries through this, so any logged-in user may.
  app.get(`${DATA}/getDictData`, needs(ACCESS.login), async (req, reply) => {
    const q = parseInput(getDictDataQuery, req);
    return sendCached(reply, answers, answerKey(req, q), () => dictValues(db, q.dictType, q.defaultValue));
  });
  app.get(`${DATA}/list`, READ_DATA, async (req, reply) => {
    const q = parseInput(dictDataListQuery, req);
    return sendCached(reply, answers, answerKey(req, q), () => listDictData(db, q));
  });
  app.get(`${DATA}/get`, READ_DATA, async (req) => {
    const { dictCode } = parseInput(dictDataCodeQuery, req);
    return ok({ dict: await getDictData(db, dictCode) });
  });
  app.post(`${DATA}/add`, needs(dictData.add), async (req) => {
    await addDictData(db, parseInput(dictDataAddBody, req), principalOf(req).id);
    return ok();
  });
  app.put(`${DATA}/edit`, needs(dictData.edit), async (req) => {
    await editDictData(db, parseInput(dictDataEditBody, req), principalOf(req).id);
    return ok();
  });
  app.delete(`${DATA}/delete`, needs(dictData.delete), async (req) => {
    await deleteDictData(db, parseInput(dictDataDeleteBody, req).ids);
    return ok();
  });

  await sagooDictRoutes(app);
}
