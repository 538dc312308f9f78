// SagooIoT's device control (sagoo-iot-api.md §7.1, §7.2) and ours, a device's command history.
// The device is looked up through the device module's data scope (outside it: "设备不存在").
// Sending a command changes what the device does, so it needs the device edit right; the history
// is part of the detail page and needs the detail right.
import { commandListQuery, functionDoBody, PERMISSIONS, propertySetBody } from '@iot/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { needs } from '../../access/needs.ts';
import { answerKey, callerKey, sendCached } from '../../db/cached-answer.ts';
import { ok } from '../../lib/envelope.ts';
import { parseInput } from '../../lib/request.ts';
import { principalOf } from '../../plugins/auth.ts';
import { deviceForRead } from '../device/index.ts';
import { checkInvoke, checkPropertySet } from './check.ts';
import { listCommands, runCommand } from './service.ts';

const BASE = '/api/v1/product';
const { device } = PERMISSIONS;

export default async function commandRoutes(app: FastifyInstance) {
  const { db, answers } = app.ctx.database;
  const target = (req: FastifyRequest, deviceKey: string) => deviceForRead(db, principalOf(req), deviceKey);

  app.post(`${BASE}/property/set`, needs(device.edit), async (req) => {
    const body = parseInput(propertySetBody, req);
    const t = await target(req, body.deviceKey);
    const params = checkPropertySet(t.product.metadata, body.params);
    return ok(
      await runCommand(db, app.mqtt, principalOf(req), t, { kind: 'set', params, timeoutS: body.timeout }, app.scripts),
    );
  });

  app.post(`${BASE}/function/do`, needs(device.edit), async (req) => {
    const body = parseInput(functionDoBody, req);
    const t = await target(req, body.deviceKey);
    const params = checkInvoke(t.product.metadata, body.funcKey, body.params);
    return ok(
      await runCommand(
        db,
        app.mqtt,
        principalOf(req),
        t,
        {
          kind: 'invoke',
          funcKey: body.funcKey,
          params,
          timeoutS: body.timeout,
        },
        app.scripts,
      ),
    );
  });

  // From the answer cache (commands and their replies are ordinary writes), keyed by the caller's
  // rights: whether the caller sees the device is part of the answer.
  app.get(`${BASE}/device/command/list`, needs(device.detail), async (req, reply) => {
    const q = parseInput(commandListQuery, req);
    return sendCached(reply, answers, answerKey(req, { q, caller: callerKey(principalOf(req)) }), async () =>
      listCommands(db, (await target(req, q.deviceKey)).device.id, q),
    );
  });
}
