// What happens to a device's message (sagoo-iot-api.md §9.4-9.6, 9.10), whichever broker it came
// through: the device counts as active, values are checked against its object model and stored,
// what does not fit is logged as refused, consoles that follow the device get frames, and the
// device gets its reply (when it asked) once everything is committed.
import type { DeviceLogType, Tsl } from '@iot/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deviceGatewayView as deviceGateways, deviceView as devices } from '../device/index.ts';
import { checkEventOutputs, checkProperties } from '../telemetry/index.ts';
import { refusalMessage, type RefusalReason } from './auth.ts';
import { isActive, type DeviceCache, type DeviceEntry } from './devices.ts';
import type { LiveFrames } from './frames.ts';
import type { Presence } from './presence.ts';
import type { DeviceRecordSink } from './record-sink.ts';
import {
  isObject,
  parseEnvelope,
  parseTopic,
  replyFor,
  replyPayload,
  toMs,
  type Envelope,
  type Uplink,
} from './protocol.ts';
import type { Replies } from './replies.ts';
import type { PayloadScripts } from '../script/index.ts';
import { RateWindow } from '../../lib/rate-window.ts';
import { MAX_PAYLOAD_BYTES } from './limits.ts';

/** The same refused CONNECT of a device is written to its log at most this often (the next line counts the others). */
export const CONNECT_REFUSAL_LOG_EVERY_MS = 60_000;
/** Devices whose last refused CONNECT is remembered at most (the oldest are forgotten first). */
const MAX_REFUSED_DEVICES = 10_000;

/** Who a refused CONNECT claimed to be, and from where (the secret is never kept). */
export interface ConnectAttempt {
  clientId: string;
  username: string;
  address: string;
}
const PROPERTY_POST = 'thing.event.property.post';
/** The log type of a message on a custom topic; its content is `{topic, payload}`. */
export const CUSTOM_TOPIC_LOG: DeviceLogType = '自定义主题消息';

export interface UplinkDeps {
  db: Db;
  cache: DeviceCache;
  telemetry: DeviceRecordSink;
  presence: Presence;
  frames: LiveFrames;
  replies: Replies;
  /** Sends a message to a device (the embedded broker or the external client). */
  send(topic: string, payload: string): void;
  /** The products' payload scripts (modules/script); absent: messages are taken as sent. */
  scripts?: Pick<PayloadScripts, 'parse'>;
}

const reasonsOf = (rejected: { key: string; reason: string }[]) =>
  rejected.map((r) => (r.key ? `${r.key}: ${r.reason}` : r.reason));

export class Uplinks {
  /** Messages handled since start (the server monitor). */
  received = 0;
  /** Messages handled per second over the last ten seconds (the server monitor). */
  readonly rate = new RateWindow(10);

  /** Per device: its last refused CONNECT written to the log, and how many refusals came since. */
  private connectRefusals = new Map<number, { reason: RefusalReason; at: number; repeated: number }>();

  constructor(private readonly deps: UplinkDeps) {}

  /**
   * Logs a refused CONNECT under the device it named: why, the client id, user name and address.
   * A device retrying the same refused CONNECT is written once a minute; the next line says how
   * many refusals were not written (`repeated`).
   */
  refusedConnect(device: DeviceEntry, reason: RefusalReason, attempt: ConnectAttempt, time = Date.now()) {
    const last = this.connectRefusals.get(device.id);
    if (last && last.reason === reason && time - last.at < CONNECT_REFUSAL_LOG_EVERY_MS) {
      last.repeated++;
      return Promise.resolve();
    }
    this.connectRefusals.delete(device.id);
    this.connectRefusals.set(device.id, { reason, at: time, repeated: 0 });
    if (this.connectRefusals.size > MAX_REFUSED_DEVICES)
      this.connectRefusals.delete(this.connectRefusals.keys().next().value!);
    const content = JSON.stringify({
      reason,
      message: refusalMessage(device, reason),
      clientId: attempt.clientId.slice(0, 256),
      username: attempt.username.slice(0, 256),
      address: attempt.address,
      ...(last?.repeated ? { repeated: last.repeated } : {}),
    });
    return this.deps.telemetry.enqueue({ deviceId: device.id, time, log: { type: '连接拒绝', content } });
  }

  /** The device was let in: a refusal after this is written at once. */
  accepted(device: DeviceEntry) {
    this.connectRefusals.delete(device.id);
  }

  /** Logs a refused message under the device: what, where and why. */
  refuse(device: DeviceEntry, topic: string, reasons: string[], payload: string, time = Date.now()) {
    const content = JSON.stringify({ topic, reasons, payload: payload.slice(0, 16 * 1024) });
    return this.deps.telemetry.enqueue({ deviceId: device.id, time, log: { type: '消息拒绝', content } });
  }

  /**
   * A message of `device` on one of its product's custom topics (auth.ts customPublish): the device
   * counts as active and its log keeps the topic and the payload (JSON as such, other text as a
   * string); nothing is read from it as telemetry. Resolves once it is stored.
   */
  async custom(device: DeviceEntry, topic: string, payload: Buffer): Promise<void> {
    this.received++;
    this.rate.add();
    const now = Date.now();
    const text = payload.toString('utf8');
    await this.deps.presence.seen(device, now);
    if (payload.length > MAX_PAYLOAD_BYTES) return this.refuse(device, topic, ['the message is too large'], text, now);
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: kept as the text it is.
    }
    const content = JSON.stringify({ topic, payload: body });
    return this.deps.telemetry.enqueue({ deviceId: device.id, time: now, log: { type: CUSTOM_TOPIC_LOG, content } });
  }

  /** Handles one message of `device` (already allowed on this topic); resolves once it is stored. */
  async handle(device: DeviceEntry, topic: string, payload: Buffer): Promise<void> {
    this.received++;
    this.rate.add();
    const now = Date.now();
    let text = payload.toString('utf8');
    const uplink = parseTopic(topic);
    await this.deps.presence.seen(device, now);
    if (!uplink || uplink.kind === 'other') return this.deps.telemetry.enqueue({ deviceId: device.id, time: now });
    if (payload.length > MAX_PAYLOAD_BYTES) return this.refuse(device, topic, ['the message is too large'], text, now);
    // §9.10 step 6: the product's `parse` turns the device's own format into the envelope; what it
    // returns is also what is logged. A failing script (error, time or memory limit) drops the message.
    if (device.script && this.deps.scripts) {
      const out = await this.deps.scripts.parse(device.productKey, device.script, text, topic);
      if (!out.ok) return this.refuse(device, topic, [`payload script: ${out.error}`], text, now);
      text = out.text;
    }
    const envelope = parseEnvelope(text);
    if ('error' in envelope) return this.refuse(device, topic, [envelope.error], text, now);
    switch (uplink.kind) {
      case 'propertyPost':
        if (envelope.method && envelope.method !== PROPERTY_POST)
          return this.refuse(device, topic, [`"method" must be ${PROPERTY_POST}`], text, now);
        await this.properties(device, topic, envelope.params, text, now, '属性上报');
        break;
      case 'eventPost':
        await this.event(device, topic, uplink.eventKey, envelope.params, text, now, true);
        break;
      case 'batchPost':
        await this.batch(device, topic, envelope, text, now);
        break;
      case 'setReply':
      case 'serviceReply': {
        const type = uplink.kind === 'setReply' ? '属性设置回复' : '方法调用回复';
        await this.deps.telemetry.enqueue({ deviceId: device.id, time: now, log: { type, content: text } });
        this.deps.replies.settle(device.key, envelope);
        return;
      }
    }
    this.reply(uplink, envelope);
  }

  private reply(uplink: Uplink, envelope: Envelope) {
    const to = replyFor(uplink);
    if (!to || !envelope.ack) return;
    this.deps.send(to.topic, replyPayload(envelope.id, to.method));
  }

  /** A property post (or a batch's part of it): stored values, a log line, refusals logged. */
  private async properties(
    device: DeviceEntry,
    topic: string,
    params: unknown,
    logContent: string,
    now: number,
    logType: DeviceLogType,
  ) {
    const { values, rejected } = checkProperties(device.tsl as Tsl | null, params, now);
    const stored = Object.keys(values).length ? values : undefined;
    await Promise.all([
      this.deps.telemetry.enqueue({
        deviceId: device.id,
        time: now,
        properties: stored,
        log: { type: logType, content: logContent },
      }),
      rejected.length ? this.refuse(device, topic, reasonsOf(rejected), logContent, now) : undefined,
    ]);
    if (stored) this.deps.frames.property(device.key, device.productKey, stored);
  }

  /** An event post `{value: {...}, time}`; `strict`: the event must be declared (a batch's may be any JSON). */
  private async event(
    device: DeviceEntry,
    topic: string,
    eventKey: string,
    params: Record<string, unknown>,
    raw: string,
    now: number,
    strict: boolean,
  ) {
    const declared = (device.tsl as Tsl | null)?.events?.find((e) => e.key === eventKey);
    if (!declared && strict) return this.refuse(device, topic, [`unknown event "${eventKey}"`], raw, now);
    const time = toMs(params.time, now);
    const checked = declared
      ? checkEventOutputs(declared, params.value)
      : { values: isObject(params.value) ? params.value : { value: params.value }, rejected: [] };
    const content = JSON.stringify({ eventKey, value: checked.values, time });
    await Promise.all([
      this.deps.telemetry.enqueue({ deviceId: device.id, time: now, log: { type: '事件上报', content } }),
      checked.rejected.length ? this.refuse(device, topic, reasonsOf(checked.rejected), raw, now) : undefined,
    ]);
    this.deps.frames.event({
      deviceKey: device.key,
      productKey: device.productKey,
      eventKey,
      value: checked.values,
      time,
    });
  }

  /**
   * A gateway's batch (§9.6): logged under the gateway; its own properties and events, then each
   * bound, enabled sub-device's as if that device had posted them. Sub-devices that are unknown,
   * disabled or not bound to this gateway are skipped (and named in a refusal), not the rest.
   */
  private async batch(gateway: DeviceEntry, topic: string, envelope: Envelope, raw: string, now: number) {
    const { params } = envelope;
    const work: Promise<unknown>[] = [
      this.deps.telemetry.enqueue({ deviceId: gateway.id, time: now, log: { type: '网关批量上报', content: raw } }),
    ];
    if (isObject(params.properties) && Object.keys(params.properties).length)
      work.push(
        this.properties(
          gateway,
          topic,
          params.properties,
          JSON.stringify(synthesized(envelope, params.properties)),
          now,
          '属性上报',
        ),
      );
    work.push(...this.events(gateway, topic, params.events, now));
    const subs = Array.isArray(params.subDevices) ? params.subDevices : [];
    const skipped: string[] = [];
    const bound = subs.length ? await this.boundSubKeys(gateway.id) : new Set<string>();
    for (const entry of subs) {
      const identity = isObject(entry) && isObject(entry.identity) ? entry.identity : {};
      const key = typeof identity.deviceKey === 'string' ? identity.deviceKey : '';
      const sub = key && bound.has(key) ? await this.deps.cache.get(key) : null;
      if (!sub || !isActive(sub) || (identity.productKey && identity.productKey !== sub.productKey)) {
        skipped.push(`sub-device "${key}" is unknown, disabled or not bound to this gateway`);
        continue;
      }
      const e = entry as Record<string, unknown>;
      await this.deps.presence.seen(sub, now);
      const subTopic = `/sys/${sub.productKey}/${sub.key}/thing/event/property/post`;
      if (isObject(e.properties) && Object.keys(e.properties).length)
        work.push(
          this.properties(
            sub,
            subTopic,
            e.properties,
            JSON.stringify(synthesized(envelope, e.properties)),
            now,
            '属性上报',
          ),
        );
      else work.push(this.deps.telemetry.enqueue({ deviceId: sub.id, time: now }));
      work.push(...this.events(sub, subTopic, e.events, now));
    }
    if (skipped.length) work.push(this.refuse(gateway, topic, skipped, raw, now));
    await Promise.all(work);
  }

  /** A batch's `events: {<key>: {value, time}}` of one device. */
  private events(device: DeviceEntry, topic: string, events: unknown, now: number): Promise<unknown>[] {
    if (!isObject(events)) return [];
    return Object.entries(events).map(([key, v]) =>
      this.event(device, topic, key, isObject(v) ? v : { value: v }, JSON.stringify({ [key]: v }), now, false),
    );
  }

  private async boundSubKeys(gatewayId: number): Promise<Set<string>> {
    const rows = await this.deps.db
      .select({ key: devices.key })
      .from(deviceGateways)
      .innerJoin(devices, eq(devices.id, deviceGateways.subId))
      .where(eq(deviceGateways.gatewayId, gatewayId));
    return new Set(rows.map((r) => r.key));
  }
}

/** A sub-device's part of a batch as the property post it stands for (its log line). */
function synthesized(envelope: Envelope, params: Record<string, unknown>) {
  return { id: envelope.id, version: envelope.version, method: PROPERTY_POST, params };
}
