// /api/v1/product/device/* (sagoo-iot-api.md §6.1-6.3, §6.5). Every read and write goes through
// the caller's device data scope; writes that may end a device's session tell the brokers.
import {
  deviceAddBody,
  deviceBindBody,
  deviceBindListQuery,
  deviceDelSubBody,
  deviceEditBody,
  deviceExportQuery,
  deviceExtendBody,
  deviceImportFields,
  deviceByKeyQuery,
  deviceKeysBody,
  deviceListQuery,
  devicePageQuery,
  deviceSetStatusBody,
  deviceSubListQuery,
  deviceTagAddBody,
  deviceTagDelBody,
  deviceTagEditBody,
  PERMISSIONS,
} from '@iot/contract';
import { fileOf, registerMultipart } from '../../lib/multipart.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { needs } from '../../access/needs.ts';
import { can } from '../../access/principal.ts';
import { answerKey, sendCached } from '../../db/cached-answer.ts';
import { ok } from '../../lib/envelope.ts';
import { ApiError, businessError, Code } from '../../lib/errors.ts';
import { parseInput } from '../../lib/request.ts';
import { sendExport } from '../../lib/table-export.ts';
import { principalOf } from '../../plugins/auth.ts';
import { scopeKey, type DataScope } from '../../access/data-scope.ts';
import { deviceColumns, devicesToExport } from './export.ts';
import { bindList, bindSubs, deleteSub, subList, unbindSubs } from './gateway.ts';
import { importDevices } from './import.ts';
import {
  addDevice,
  addTag,
  deleteDevices,
  deleteTag,
  editDevice,
  editTag,
  extendDevice,
  setDevicesEnabled,
} from './mutations.ts';
import { deviceScopeOf } from './scope.ts';
import { deviceDetail, listDevicePage, listEnabledDevices } from './service.ts';

const BASE = '/api/v1/product/device';
const { device } = PERMISSIONS;

export default async function deviceRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const { db, answers } = ctx.database;
  const scopeOf = (req: FastifyRequest) => deviceScopeOf(db, principalOf(req));
  /**
   * A list from the answer cache, keyed by its input and what the caller's scope lets them see.
   * The rows carry latest values, which devices change without an HTTP write: a telemetry answer.
   */
  const cachedList = async <Q>(
    req: FastifyRequest,
    reply: FastifyReply,
    q: Q,
    load: (scope: DataScope, q: Q) => Promise<unknown>,
  ) => {
    const scope = await scopeOf(req);
    return sendCached(reply, answers, answerKey(req, { q, scope: scopeKey(scope) }), () => load(scope, q), {
      telemetry: true,
    });
  };
  /** Brokers drop these devices' sessions and cached credentials. */
  const changed = async (keys: string[]) => {
    if (keys.length) await ctx.bus.publish({ type: 'devicesChanged', keys });
  };
  // The import's file; a larger body is refused before it is read (the import itself allows 5 MB).
  registerMultipart(app, 8 * 1024 * 1024);

  // Reads. The lists come from the answer cache: a status change is a write (it drops them), and
  // so is, for answers marked telemetry, a batch of device messages (latest values).
  app.get(`${BASE}/page_list`, needs(device.list), async (req, reply) =>
    cachedList(req, reply, parseInput(devicePageQuery, req), (scope, q) => listDevicePage(db, scope, q)),
  );
  app.get(`${BASE}/list`, needs(device.list), async (req, reply) =>
    cachedList(req, reply, parseInput(deviceListQuery, req), (scope, q) => listEnabledDevices(db, scope, q)),
  );
  app.get(`${BASE}/detail`, needs(device.detail), async (req) =>
    ok(await deviceDetail(db, await scopeOf(req), parseInput(deviceByKeyQuery, req).deviceKey)),
  );

  app.post(`${BASE}/add`, needs(device.add), async (req) => {
    const form = parseInput(deviceAddBody, req);
    // Adding a device enabled is enabling it: the enable right too.
    if (form.status === 1 && !can(principalOf(req), device.status)) throw new ApiError(Code.forbidden, 'noPermission');
    await addDevice(db, principalOf(req), form);
    return ok();
  });
  app.put(`${BASE}/edit`, needs(device.edit), async (req) => {
    const form = parseInput(deviceEditBody, req);
    await changed(await editDevice(db, await scopeOf(req), form, principalOf(req).id));
    return ok();
  });
  app.put(`${BASE}/extend/update`, needs(device.edit), async (req) => {
    const form = parseInput(deviceExtendBody, req);
    await changed(await extendDevice(db, await scopeOf(req), form, principalOf(req).id));
    return ok();
  });
  app.delete(`${BASE}/del`, needs(device.delete), async (req) => {
    await changed(await deleteDevices(db, await scopeOf(req), parseInput(deviceKeysBody, req).keys));
    return ok();
  });

  // Enable and disable, one key or many (stopping at the first refusal; those before it stay done).
  const setEnabled = async (req: FastifyRequest, keys: string[], enable: boolean) => {
    const done: string[] = [];
    try {
      await setDevicesEnabled(db, await scopeOf(req), keys, enable, done);
    } finally {
      // Enabling needs no disconnect, but the brokers' cached view of the device is stale.
      await changed(done);
    }
    return ok();
  };
  app.post(`${BASE}/deploy`, needs(device.status), async (req) =>
    setEnabled(req, [parseInput(deviceByKeyQuery, req).deviceKey], true),
  );
  app.post(`${BASE}/undeploy`, needs(device.status), async (req) =>
    setEnabled(req, [parseInput(deviceByKeyQuery, req).deviceKey], false),
  );
  app.post(`${BASE}/setDeviceStatus`, needs(device.status), async (req) => {
    const { ids, status } = parseInput(deviceSetStatusBody, req);
    return setEnabled(req, ids, status === 1);
  });

  // Tags one by one (SagooIoT's console sends them inside add and edit instead).
  app.post(`${BASE}/tag/add`, needs(device.edit), async (req) => {
    await addTag(db, await scopeOf(req), parseInput(deviceTagAddBody, req));
    return ok();
  });
  app.put(`${BASE}/tag/edit`, needs(device.edit), async (req) => {
    await editTag(db, await scopeOf(req), parseInput(deviceTagEditBody, req));
    return ok();
  });
  app.delete(`${BASE}/tag/del`, needs(device.edit), async (req) => {
    await deleteTag(db, await scopeOf(req), parseInput(deviceTagDelBody, req).id);
    return ok();
  });

  // Gateways and sub-devices.
  app.post(`${BASE}/bind_sub`, needs(device.edit), async (req) => {
    const { gatewayKey, subKeys } = parseInput(deviceBindBody, req);
    await bindSubs(db, await scopeOf(req), gatewayKey, subKeys);
    return ok();
  });
  app.post(`${BASE}/unbind_sub`, needs(device.edit), async (req) => {
    const { gatewayKey, subKeys } = parseInput(deviceBindBody, req);
    await unbindSubs(db, await scopeOf(req), gatewayKey, subKeys);
    return ok();
  });
  // The detail page's sub-device tab: a read.
  app.get(`${BASE}/bind_list`, needs(device.detail), async (req, reply) =>
    cachedList(req, reply, parseInput(deviceBindListQuery, req), (scope, q) => bindList(db, scope, q.gatewayKey, q)),
  );
  // The candidates of the bind dialog.
  app.get(`${BASE}/sub_list`, needs(device.edit), async (req, reply) =>
    cachedList(req, reply, parseInput(deviceSubListQuery, req), (scope, q) => subList(db, scope, q)),
  );
  app.delete(`${BASE}/del_sub`, needs(device.delete), async (req) => {
    await changed([await deleteSub(db, await scopeOf(req), parseInput(deviceDelSubBody, req).deviceKey)]);
    return ok();
  });

  // Called by SagooIoT's console but no real controls (and dev_asset has no server there): quiet answers.
  app.post(`${BASE}/online`, needs(device.detail), async () => ok());
  app.post(`${BASE}/offline`, needs(device.detail), async () => ok());
  app.get('/api/v1/product/dev_asset/get', needs(device.detail), async () => ok());

  app.post(`${BASE}/import`, needs(device.import), async (req) => {
    const { productKey } = parseInput(deviceImportFields, req);
    const file = fileOf(req.body, 'file');
    if (!file) throw businessError('deviceImportNoFile');
    return ok(await importDevices(db, principalOf(req), productKey, file.data, req.lang));
  });
  app.get(`${BASE}/export`, needs(device.export), async (req, reply) => {
    const q = parseInput(deviceExportQuery, req);
    const rows = await devicesToExport(db, await scopeOf(req), q.productKey);
    return sendExport(reply, q.format, 'devices', deviceColumns(req.lang), rows);
  });
}
