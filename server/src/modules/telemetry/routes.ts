// SagooIoT's reads of reported data (sagoo-iot-api.md §6.4: running state, values, time windows;
// §7.3) and ours (history, events).
// Every device is looked up through the device module's data scope: outside it, "设备不存在".
import {
  DEVICE_LOG_TYPES,
  PERMISSIONS,
  deviceDataListQuery,
  deviceKeyQuery,
  eventListQuery,
  logSearchQuery,
  propertyGetQuery,
  propertyHistoryQuery,
  propertyListQuery,
} from '@iot/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { needs } from '../../access/needs.ts';
import { answerKey, callerKey, sendCached } from '../../db/cached-answer.ts';
import { ok } from '../../lib/envelope.ts';
import { validationError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/request.ts';
import { principalOf } from '../../plugins/auth.ts';
import { deviceForRead } from '../device/index.ts';
import { listEvents, searchLogs } from './logs.ts';
import { propertyHistory } from './history.ts';
import { latestProperties, propertyToday, propertyValues, runStatus } from './service.ts';
import { dataWindows } from './windows.ts';

const BASE = '/api/v1/product';
const detail = needs(PERMISSIONS.device.detail);

export default async function telemetryRoutes(app: FastifyInstance) {
  const { db, answers } = app.ctx.database;
  const target = (req: FastifyRequest, deviceKey: string) => deviceForRead(db, principalOf(req), deviceKey);
  /**
   * A paged list from the answer cache as a telemetry answer (devices write what it reads), keyed
   * by its input and the caller's rights: whether the caller sees the device is part of the answer.
   */
  const cachedList = (req: FastifyRequest, reply: FastifyReply, q: unknown, load: () => Promise<unknown>) =>
    sendCached(reply, answers, answerKey(req, { q, caller: callerKey(principalOf(req)) }), load, { telemetry: true });

  app.get(`${BASE}/device/run_status`, detail, async (req) => {
    const q = parseInput(deviceKeyQuery, req);
    return ok(await runStatus(db, await target(req, q.deviceKey)));
  });
  app.get(`${BASE}/device/get_latest_property`, detail, async (req) => {
    const q = parseInput(deviceKeyQuery, req);
    return ok({ list: await latestProperties(db, await target(req, q.deviceKey)) });
  });
  app.get(`${BASE}/device/property/get`, detail, async (req) => {
    const q = parseInput(propertyGetQuery, req);
    return ok(await propertyToday(db, await target(req, q.deviceKey), q.propertyKey));
  });
  app.get(`${BASE}/device/property/list`, detail, async (req, reply) => {
    const q = parseInput(propertyListQuery, req);
    return cachedList(req, reply, q, async () => propertyValues(db, await target(req, q.deviceKey), q.propertyKey, q));
  });
  app.get(`${BASE}/device/property/history`, detail, async (req) => {
    const q = parseInput(propertyHistoryQuery, req);
    return ok(await propertyHistory(db, await target(req, q.deviceKey), q));
  });
  app.get(`${BASE}/device/data/list`, detail, async (req, reply) => {
    const q = parseInput(deviceDataListQuery, req);
    return cachedList(req, reply, q, async () => dataWindows(db, await target(req, q.deviceKey), q));
  });
  app.get(`${BASE}/device/event/list`, detail, async (req, reply) => {
    const q = parseInput(eventListQuery, req);
    return cachedList(req, reply, q, async () => listEvents(db, await target(req, q.deviceKey), q));
  });

  app.get(`${BASE}/log/type`, detail, async () => ok({ list: [...DEVICE_LOG_TYPES] }));
  app.get(`${BASE}/log/search`, detail, async (req, reply) => {
    const q = parseInput(logSearchQuery, req);
    if (!q.deviceKey && !q.productKey) throw validationError('telemetryDeviceOrProduct');
    return cachedList(req, reply, q, async () => {
      const device = q.deviceKey ? (await target(req, q.deviceKey)).device : null;
      return searchLogs(db, principalOf(req), q, device);
    });
  });
}
