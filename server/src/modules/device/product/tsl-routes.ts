// `/api/v1/product/tsl/*` (sagoo-iot-api.md §5.3): the data types, the four kinds' lists and
// writes, import and export. Reads need the product detail page, writes the object-model button.
import {
  ACCESS,
  PERMISSIONS,
  productKeyQuery,
  TSL_KINDS,
  tslAllQuery,
  tslDeleteBody,
  tslEventBody,
  tslFunctionBody,
  tslListQuery,
  tslPropertyBody,
  tslTagBody,
  type TslKind,
} from '@iot/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { needs } from '../../../access/needs.ts';
import { answerKey, sendCached } from '../../../db/cached-answer.ts';
import { attachmentDisposition } from '../../../lib/disposition.ts';
import { ok } from '../../../lib/envelope.ts';
import { validationError } from '../../../lib/errors.ts';
import { parseInput } from '../../../lib/request.ts';
import { principalOf } from '../../../plugins/auth.ts';
import { scopeKey } from '../../../access/data-scope.ts';
import { DATA_TYPE_LIST } from './data-types.ts';
import { fileOf } from '../../../lib/multipart.ts';
import { productScopeOf } from './service.ts';
import { addEntry, allEntries, deleteEntry, editEntry, exportTsl, importTsl, listEntries } from './tsl.ts';

const BASE = '/api/v1/product/tsl';
const { product } = PERMISSIONS;

const BODY = { property: tslPropertyBody, function: tslFunctionBody, event: tslEventBody, tag: tslTagBody } as const;

export default async function tslRoutes(app: FastifyInstance) {
  const { db, answers } = app.ctx.database;
  const scopeOf = (req: FastifyRequest) => productScopeOf(db, principalOf(req));
  const changed = (productKey: string) => app.ctx.bus.publish({ type: 'devicesChanged', productKeys: [productKey] });
  /** The entry of a kind's add/edit body, without the product key beside it. */
  const entryOf = (kind: TslKind, req: FastifyRequest) => {
    const { productKey, ...entry } = parseInput(BODY[kind], req);
    return { productKey, entry };
  };

  app.get(`${BASE}/data_type`, needs(ACCESS.login), async () => ok(DATA_TYPE_LIST));

  for (const kind of TSL_KINDS) {
    // From the answer cache (the route names the kind), keyed by what the caller's scope sees.
    app.get(`${BASE}/${kind}/list`, needs(product.detail), async (req, reply) => {
      const q = parseInput(tslListQuery, req);
      const scope = await scopeOf(req);
      return sendCached(reply, answers, answerKey(req, { q, scope: scopeKey(scope) }), () =>
        listEntries(db, scope, kind, q),
      );
    });
    if (kind !== 'tag')
      app.get(`${BASE}/${kind}/all`, needs(product.detail), async (req) => {
        const q = parseInput(tslAllQuery, req);
        return ok(await allEntries(db, await scopeOf(req), kind, q.productKey, q.inputsValueTypes));
      });
    app.post(`${BASE}/${kind}/add`, needs(product.tsl), async (req) => {
      const { productKey, entry } = entryOf(kind, req);
      await addEntry(db, await scopeOf(req), kind, productKey, entry);
      await changed(productKey);
      return ok();
    });
    app.put(`${BASE}/${kind}/edit`, needs(product.tsl), async (req) => {
      const { productKey, entry } = entryOf(kind, req);
      await editEntry(db, await scopeOf(req), kind, productKey, entry);
      await changed(productKey);
      return ok();
    });
    app.delete(`${BASE}/${kind}/del`, needs(product.tsl), async (req) => {
      const { productKey, key } = parseInput(tslDeleteBody, req);
      await deleteEntry(db, await scopeOf(req), kind, productKey, key);
      await changed(productKey);
      return ok();
    });
  }

  app.post(`${BASE}/import`, needs(product.tsl), async (req) => {
    const { productKey } = parseInput(productKeyQuery, req);
    const file = fileOf(req.body, 'file');
    if (!file) throw validationError('tslFileMissing');
    await importTsl(db, await scopeOf(req), productKey, file.data.toString('utf8'));
    await changed(productKey);
    return ok();
  });

  // A file, not the envelope; failures answer the envelope (the console's download helper shows its message).
  app.get(`${BASE}/export`, needs(product.detail), async (req, reply) => {
    const { productKey } = parseInput(productKeyQuery, req);
    const { body, filename } = await exportTsl(db, await scopeOf(req), productKey);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', attachmentDisposition(filename))
      .send(body);
  });
}
