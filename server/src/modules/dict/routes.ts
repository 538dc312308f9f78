import {
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
import { ok } from '../../lib/envelope.ts';
import { parseInput } from '../../lib/request.ts';
import { principalOf } from '../../plugins/auth.ts';
import { addDictData, deleteDictData, dictValues, editDictData, getDictData, listDictData } from './data.ts';
import { addDictType, deleteDictTypes, editDictType, enabledDictTypes, getDictType, listDictTypes } from './service.ts';

const TYPE = '/api/v1/system/dict/type';
const DATA = '/api/v1/system/dict/data';
const needs = (permission: string) => ({ config: { permission } });
// The dictionary pages' rules double as the permission to read them (GFast's convention).
const READ_TYPES = needs('api/v1/system/dict/type/list');
const READ_DATA = needs('api/v1/system/dict/dataList');

export default async function dictRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;

  app.get(`${TYPE}/list`, READ_TYPES, async (req) => ok(await listDictTypes(db, parseInput(dictTypeListQuery, req))));
  app.get(`${TYPE}/get`, READ_TYPES, async (req) => {
    const { dictId } = parseInput(dictTypeIdQuery, req);
    return ok({ dictType: await getDictType(db, dictId) });
  });
  app.get(`${TYPE}/optionSelect`, READ_TYPES, async () => ok({ dictType: await enabledDictTypes(db) }));
  app.post(`${TYPE}/add`, needs('api/v1/system/dict/type/add'), async (req) => {
    await addDictType(db, parseInput(dictTypeAddBody, req), principalOf(req).id);
    return ok();
  });
  app.put(`${TYPE}/edit`, needs('api/v1/system/dict/type/edit'), async (req) => {
    await editDictType(db, parseInput(dictTypeEditBody, req), principalOf(req).id);
    return ok();
  });
  app.delete(`${TYPE}/delete`, needs('api/v1/system/dict/type/delete'), async (req) => {
    await deleteDictTypes(db, parseInput(dictTypeDeleteBody, req).dictIds);
    return ok();
  });

  // Every console page reads its dictionaries through this, so any logged-in user may.
  app.get(`${DATA}/getDictData`, needs('login'), async (req) => {
    const { dictType, defaultValue } = parseInput(getDictDataQuery, req);
    return ok(await dictValues(db, dictType, defaultValue));
  });
  app.get(`${DATA}/list`, READ_DATA, async (req) => ok(await listDictData(db, parseInput(dictDataListQuery, req))));
  app.get(`${DATA}/get`, READ_DATA, async (req) => {
    const { dictCode } = parseInput(dictDataCodeQuery, req);
    return ok({ dict: await getDictData(db, dictCode) });
  });
  app.post(`${DATA}/add`, needs('api/v1/system/dict/data/add'), async (req) => {
    await addDictData(db, parseInput(dictDataAddBody, req), principalOf(req).id);
    return ok();
  });
  app.put(`${DATA}/edit`, needs('api/v1/system/dict/data/edit'), async (req) => {
    await editDictData(db, parseInput(dictDataEditBody, req), principalOf(req).id);
    return ok();
  });
  app.delete(`${DATA}/delete`, needs('api/v1/system/dict/data/delete'), async (req) => {
    await deleteDictData(db, parseInput(dictDataDeleteBody, req).ids);
    return ok();
  });
}
