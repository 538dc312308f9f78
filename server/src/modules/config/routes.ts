import {
  configAddBody,
  configDeleteBody,
  configEditBody,
  configGetQuery,
  configListQuery,
  PERMISSIONS,
} from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { needs } from '../../access/needs.ts';
import { answerKey, sendCached } from '../../db/cached-answer.ts';
import { ok } from '../../lib/envelope.ts';
import { parseInput } from '../../lib/request.ts';
import { principalOf } from '../../plugins/auth.ts';
import { paramsWritten } from './params.ts';
import { addConfig, deleteConfigs, editConfig, getConfig, listConfigs } from './service.ts';
import sagooConfigRoutes from './sagoo.ts';

const BASE = '/api/v1/system/config';
const { config } = PERMISSIONS;

export default async function configRoutes(app: FastifyInstance) {
  const { database, bus } = app.ctx;
  const { db } = database;
  const written = () => paramsWritten(db, bus);

  app.get(`${BASE}/list`, needs(config.list), async (req, reply) => {
    const q = parseInput(configListQuery, req);
    return sendCached(reply, database.answers, answerKey(req, q), () => listConfigs(db, q));
  });
  // GFast's console reads the parameter under data.data.
  app.get(`${BASE}/get`, needs(config.list), async (req) =>
    ok({ data: await getConfig(db, parseInput(configGetQuery, req).id) }),
  );
  app.post(`${BASE}/add`, needs(config.add), async (req) => {
    await addConfig(db, parseInput(configAddBody, req), principalOf(req).id);
    await written();
    return ok();
  });
  app.put(`${BASE}/edit`, needs(config.edit), async (req) => {
    await editConfig(db, parseInput(configEditBody, req), principalOf(req).id);
    await written();
    return ok();
  });
  app.delete(`${BASE}/delete`, needs(config.delete), async (req) => {
    await deleteConfigs(db, parseInput(configDeleteBody, req).ids);
    await written();
    return ok();
  });

  await sagooConfigRoutes(app);
}
