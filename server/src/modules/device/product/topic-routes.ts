// `/api/v1/product/topic/*` (ours): a product's custom topics. Reading needs the product detail
// page, writing the custom-topic button; both within the caller's product scope. Each write tells
// the brokers (`devicesChanged` with the product key): their devices' cached topics are renewed.
import {
  PERMISSIONS,
  productTopicAddBody,
  productTopicDeleteBody,
  productTopicEditBody,
  productTopicListQuery,
} from '@iot/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { needs } from '../../../access/needs.ts';
import { ok } from '../../../lib/envelope.ts';
import { parseInput } from '../../../lib/request.ts';
import { principalOf } from '../../../plugins/auth.ts';
import { productScopeOf } from './service.ts';
import { addTopic, deleteTopic, editTopic, listTopics } from './topics.ts';

const BASE = '/api/v1/product/topic';
const { product } = PERMISSIONS;

export default async function topicRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;
  const scopeOf = (req: FastifyRequest) => productScopeOf(db, principalOf(req));
  const changed = (productKey: string) => app.ctx.bus.publish({ type: 'devicesChanged', productKeys: [productKey] });

  app.get(`${BASE}/list`, needs(product.detail), async (req) => {
    const { productKey } = parseInput(productTopicListQuery, req);
    return ok(await listTopics(db, await scopeOf(req), productKey));
  });
  app.post(`${BASE}/add`, needs(product.topic), async (req) => {
    const form = parseInput(productTopicAddBody, req);
    await addTopic(db, await scopeOf(req), form);
    await changed(form.productKey);
    return ok();
  });
  app.put(`${BASE}/edit`, needs(product.topic), async (req) => {
    const form = parseInput(productTopicEditBody, req);
    await editTopic(db, await scopeOf(req), form);
    await changed(form.productKey);
    return ok();
  });
  app.delete(`${BASE}/del`, needs(product.topic), async (req) => {
    const { productKey, id } = parseInput(productTopicDeleteBody, req);
    await deleteTopic(db, await scopeOf(req), productKey, id);
    await changed(productKey);
    return ok();
  });
}
