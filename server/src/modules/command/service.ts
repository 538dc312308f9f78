// Sending a command (sagoo-iot-api.md §7.1-7.2, §9.7-9.8) and its history. A command is recorded
// and logged before it goes out, then waits for the device's reply matched by message id; the
// outcome (ok, the device's error, or silence) is written to its row. The MQTT module carries the
// downlink to whichever process holds the device and the reply back to the process that waits.
import { randomUUID } from 'node:crypto';
import type { CommandKind, CommandListData, CommandStatus, DeviceCommandRow, DeviceLogType } from '@iot/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appendDeviceLog } from '../telemetry/index.ts';
import { businessError } from '../../lib/errors.ts';
import { pageOf, type PageQuery } from '../../db/paging.ts';
import { formatTime } from '../../lib/time.ts';
import type { Principal } from '../../access/principal.ts';
import type { DeviceReply, MqttService } from '../mqtt/index.ts';
import type { PayloadScripts } from '../script/index.ts';
import { deviceCommands } from './schema.ts';

/** The device and product a command goes to (as the device module's deviceForRead returns them). */
export interface CommandTarget {
  device: { id: number; key: string; status: number };
  product: { key: string; scriptInfo?: string };
}

export interface Command {
  kind: CommandKind;
  /** The function's key (invoke); ignored for a property set. */
  funcKey?: string;
  /** The values, already checked and converted (check.ts). */
  params: Record<string, unknown>;
  timeoutS: number;
}

/** SagooIoT's downlink topic and method of each kind (§9.7, §9.8). */
function downlinkOf(target: CommandTarget, command: Command) {
  const base = `/sys/${target.product.key}/${target.device.key}/thing/service`;
  return command.kind === 'set'
    ? { topic: `${base}/property/set`, method: 'thing.service.property.set', name: 'SetProperty' }
    : { topic: `${base}/${command.funcKey}`, method: `thing.service.${command.funcKey}`, name: command.funcKey! };
}

/**
 * Device log lines are written straight to the table, not through the telemetry writer: the writer
 * counts every record as the device being heard from (the online timeout), and a command is not.
 */
const log = (db: Db, deviceId: number, type: DeviceLogType, content: unknown) =>
  appendDeviceLog(db, deviceId, type, JSON.stringify(content));

/** Waits for the reply to `id` after `send()`: the reply, or null after `ms`. */
function replyTo(mqtt: MqttService, id: string, ms: number, send: () => Promise<void>): Promise<DeviceReply | null> {
  return new Promise((resolve, reject) => {
    let stop = () => {};
    const timer = setTimeout(() => {
      stop();
      resolve(null);
    }, ms);
    // Waiting starts before the downlink leaves: a quick device must not answer into the void.
    stop = mqtt.onReply(id, (reply) => {
      clearTimeout(timer);
      resolve(reply);
    });
    send().catch((err: unknown) => {
      clearTimeout(timer);
      stop();
      reject(err as Error);
    });
  });
}

/** Sends the command and answers the device's reply `data`; a timeout or a non-200 code is an error. */
export async function runCommand(
  db: Db,
  mqtt: MqttService,
  principal: Principal,
  target: CommandTarget,
  command: Command,
  scripts?: Pick<PayloadScripts, 'send'>,
): Promise<{ data: unknown }> {
  if (target.device.status !== 2) throw businessError('commandDeviceOffline');
  const { topic, method, name } = downlinkOf(target, command);
  const messageId = randomUUID();
  const payload = { id: messageId, version: '1.0.0', params: command.params, method };
  const [row] = await db
    .insert(deviceCommands)
    .values({
      messageId,
      deviceId: target.device.id,
      deviceKey: target.device.key,
      productKey: target.product.key,
      kind: command.kind,
      key: command.kind === 'set' ? Object.keys(command.params).join(',') : name,
      params: command.params,
      createdBy: principal.id,
      userName: principal.userName,
    })
    .returning({ id: deviceCommands.id });
  await log(db, target.device.id, command.kind === 'set' ? '属性设置' : '方法调用', payload);

  const finish = (status: CommandStatus, reply: DeviceReply | null, error = '') =>
    db
      .update(deviceCommands)
      .set({
        status,
        reply: reply && { code: reply.code, message: reply.message, data: reply.data },
        error,
        finishedAt: new Date(),
      })
      .where(eq(deviceCommands.id, row.id));

  let reply: DeviceReply | null;
  try {
    // The product's payload script may turn the envelope into the device's own format with `send`
    // (ours: SagooIoT never calls it). The log and history keep the envelope; a failing script
    // means the command was not sent.
    const { key, scriptInfo } = target.product;
    const encode = (text: string) => (scripts && scriptInfo ? scripts.send(key, scriptInfo, text) : text);
    reply = await replyTo(mqtt, messageId, command.timeoutS * 1000, async () =>
      mqtt.publish(topic, await encode(JSON.stringify(payload)), 1),
    );
  } catch (err) {
    await finish('error', null, `not sent: ${(err as Error).message}`);
    throw businessError('commandNotSent');
  }
  if (!reply) {
    await finish('timeout', null, `no reply within ${command.timeoutS} s`);
    throw businessError('commandTimeout', { name, seconds: command.timeoutS });
  }
  if (reply.code !== 200) {
    await finish('error', reply, `code ${reply.code}${reply.message ? `: ${reply.message}` : ''}`);
    throw businessError('commandDeviceError', { code: reply.code, message: reply.message || '-' });
  }
  await finish('ok', reply);
  // SagooIoT logs 修改属性 once a set succeeded (its reply is logged as it arrives, by the MQTT module).
  if (command.kind === 'set') await log(db, target.device.id, '修改属性', command.params);
  return { data: reply.data ?? {} };
}

const toRow = (r: typeof deviceCommands.$inferSelect): DeviceCommandRow => ({
  id: r.id,
  messageId: r.messageId,
  deviceKey: r.deviceKey,
  productKey: r.productKey,
  kind: r.kind as CommandKind,
  key: r.key,
  params: r.params,
  status: r.status as CommandStatus,
  reply: r.reply ?? null,
  error: r.error,
  createdBy: r.createdBy,
  userName: r.userName,
  createdAt: formatTime(r.createdAt) ?? '',
  finishedAt: formatTime(r.finishedAt),
});

/** A device's commands, newest first (SagooIoT's paged shape: `list`, `currentPage`, `Total`). */
export async function listCommands(db: Db, deviceId: number, q: PageQuery): Promise<CommandListData> {
  const { limit, offset } = pageOf(q);
  const where = eq(deviceCommands.deviceId, deviceId);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(deviceCommands)
      .where(where)
      .orderBy(desc(deviceCommands.createdAt), desc(deviceCommands.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(deviceCommands).where(where),
  ]);
  return { list: rows.map(toRow), currentPage: q.pageNum, Total: Number(n) };
}
