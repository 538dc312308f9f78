// `/api/v1/product/category/*` and `/api/v1/product/*` (sagoo-iot-api.md §3, §4). Reads answer
// SagooIoT's shapes (`Total`, `currentPage`, the per-endpoint list key); every product write tells
// the brokers (`devicesChanged`) so they refresh credentials, publish state and object model.
import {
  ACCESS,
  PERMISSIONS,
  categoryAddBody,
  categoryDeleteBody,
  categoryEditBody,
  categoryListQuery,
  categoryPageQuery,
  productAddBody,
  productDeleteBody,
  productEditBody,
  productExtendBody,
  productKeyQuery,
  productPageQuery,
  productScriptBody,
} from '@iot/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { needs } from '../../../access/needs.ts';
import { answerKey, callerKey, sendCached } from '../../../db/cached-answer.ts';
import { ok } from '../../../lib/envelope.ts';
import { ApiError } from '../../../lib/errors.ts';
import { parseInput } from '../../../lib/request.ts';
import { principalOf } from '../../../plugins/auth.ts';
import { addCategory, deleteCategory, editCategory, listCategories, pageCategories } from './category.ts';
import { connectIntro, mqttLinks } from './connect.ts';
import { ICON_MAX_BYTES, readIcon, saveIcon } from './icon.ts';
import { fileOf, registerMultipart } from '../../../lib/multipart.ts';
import {
  addProduct,
  deleteProducts,
  deployProduct,
  editProduct,
  extendProduct,
  undeployProduct,
  updateScript,
} from './mutations.ts';
import { listProducts, pageProducts, productDetail, productScopeOf } from './service.ts';
import tslRoutes from './tsl-routes.ts';
import topicRoutes from './topic-routes.ts';

const BASE = '/api/v1/product';
const { product } = PERMISSIONS;

export default async function productRoutes(app: FastifyInstance) {
  const { db, answers } = app.ctx.database;
  const { config, bus } = app.ctx;
  /** A list from the answer cache, keyed by its input and the caller's rights (scope, secrets). */
  const cached = (req: FastifyRequest, reply: FastifyReply, q: unknown, load: () => Promise<unknown>) =>
    sendCached(reply, answers, answerKey(req, { q, caller: callerKey(principalOf(req)) }), load);
  const changed = (productKeys: string[]) => bus.publish({ type: 'devicesChanged', productKeys });
  const scopeOf = (req: Parameters<typeof principalOf>[0]) => productScopeOf(db, principalOf(req));
  const actor = (req: Parameters<typeof principalOf>[0]) => {
    const p = principalOf(req);
    return { userId: p.id, deptId: p.deptId };
  };
  // Room for a 2 MB icon or a large model file and the form around it; the icon's own limit is checked after.
  registerMultipart(app, ICON_MAX_BYTES * 2);

  // ---- categories
  app.get(`${BASE}/category/list`, needs(product.categoryList), async (req, reply) => {
    const q = parseInput(categoryListQuery, req);
    return sendCached(reply, answers, answerKey(req, q), () => listCategories(db, q));
  });
  app.get(`${BASE}/category/page_list`, needs(product.categoryList), async (req, reply) => {
    const q = parseInput(categoryPageQuery, req);
    return sendCached(reply, answers, answerKey(req, q), () => pageCategories(db, q));
  });
  app.post(`${BASE}/category/add`, needs(product.categoryAdd), async (req) => {
    await addCategory(db, actor(req), parseInput(categoryAddBody, req));
    return ok();
  });
  app.put(`${BASE}/category/edit`, needs(product.categoryEdit), async (req) => {
    await editCategory(db, actor(req), parseInput(categoryEditBody, req));
    return ok();
  });
  app.delete(`${BASE}/category/del`, needs(product.categoryDelete), async (req) => {
    await deleteCategory(db, parseInput(categoryDeleteBody, req).id);
    return ok();
  });

  // ---- products: reads (the lists from the answer cache; device counts change with HTTP writes only)
  app.get(`${BASE}/page_list`, needs(product.list), async (req, reply) => {
    const q = parseInput(productPageQuery, req);
    return cached(req, reply, q, () => pageProducts(db, principalOf(req), q));
  });
  // Pickers of the device, alarm and telemetry pages: any signed-in user, within their product scope.
  app.get(`${BASE}/list`, needs(ACCESS.login), async (req, reply) =>
    cached(req, reply, null, () => listProducts(db, principalOf(req), 'published')),
  );
  app.get(`${BASE}/sub_list`, needs(ACCESS.login), async (req, reply) =>
    cached(req, reply, null, () => listProducts(db, principalOf(req), 'subDevice')),
  );
  app.get(`${BASE}/detail`, needs(product.detail), async (req) =>
    ok(await productDetail(db, principalOf(req), parseInput(productKeyQuery, req).productKey)),
  );
  app.get(`${BASE}/connect_intro`, needs(product.detail), async (req) => {
    const { productKey } = parseInput(productKeyQuery, req);
    return ok(await connectIntro(db, principalOf(req), productKey, mqttLinks(req, config)));
  });

  // ---- products: writes
  app.post(`${BASE}/add`, needs(product.add), async (req) => {
    const form = parseInput(productAddBody, req);
    await addProduct(db, await scopeOf(req), form);
    await changed([form.key]);
    return ok();
  });
  app.put(`${BASE}/edit`, needs(product.edit), async (req) => {
    const form = parseInput(productEditBody, req);
    await editProduct(db, await scopeOf(req), form);
    await changed([form.key]);
    return ok();
  });
  app.put(`${BASE}/extend/update`, needs(product.edit), async (req) => {
    const form = parseInput(productExtendBody, req);
    await extendProduct(db, await scopeOf(req), form);
    await changed([form.key]);
    return ok();
  });
  app.put(`${BASE}/script/update`, needs(product.edit), async (req) => {
    const { key, scriptInfo } = parseInput(productScriptBody, req);
    await updateScript(db, await scopeOf(req), key, scriptInfo);
    await changed([key]);
    return ok();
  });
  app.delete(`${BASE}/del`, needs(product.delete), async (req) => {
    await changed(await deleteProducts(db, await scopeOf(req), parseInput(productDeleteBody, req).keys));
    return ok();
  });
  app.post(`${BASE}/deploy`, needs(product.deploy), async (req) => {
    const { productKey } = parseInput(productKeyQuery, req);
    await deployProduct(db, await scopeOf(req), productKey);
    await changed([productKey]);
    return ok();
  });
  app.post(`${BASE}/undeploy`, needs(product.deploy), async (req) => {
    const { productKey } = parseInput(productKeyQuery, req);
    await undeployProduct(db, await scopeOf(req), productKey);
    await changed([productKey]);
    return ok();
  });

  // ---- icons: upload (multipart `icon`), then served by name. The names are random (128 bits)
  // and images load through <img> without the Authorization header, so reading needs no login.
  app.post(`${BASE}/icon/upload`, needs(product.edit), async (req) => {
    const file = fileOf(req.body, 'icon');
    // SagooIoT answers a missing upload with code 54.
    if (!file) throw new ApiError(54, 'productIconMissing');
    return ok({ name: await saveIcon(config.dataDir, file) });
  });
  app.get(`${BASE}/icon/:name`, needs(ACCESS.public), async (req, reply) => {
    const { data, type } = await readIcon(config.dataDir, (req.params as { name: string }).name);
    return reply
      .header('content-type', type)
      .header('content-security-policy', "default-src 'none'")
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(data);
  });

  await tslRoutes(app);
  await topicRoutes(app);
}
