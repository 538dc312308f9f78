// SagooIoT's device protocol (sagoo-iot-api.md §9.2-9.6): which uplink a topic is, the message
// envelope, and the platform's replies.

export type Uplink =
  | { kind: 'propertyPost'; productKey: string; deviceKey: string }
  | { kind: 'batchPost'; productKey: string; deviceKey: string }
  | { kind: 'eventPost'; productKey: string; deviceKey: string; eventKey: string }
  | { kind: 'setReply'; productKey: string; deviceKey: string }
  | { kind: 'serviceReply'; productKey: string; deviceKey: string; funcKey: string }
  /** A topic of the device the server does not handle (config, OTA, its own reply topics). */
  | { kind: 'other'; productKey: string; deviceKey: string };

/** The device a topic is about: `/sys/{pk}/{dk}/...` or `/ota/device/<kind>/{pk}/{dk}`. */
export function topicDevice(topic: string): { productKey: string; deviceKey: string } | null {
  const l = topic.split('/');
  if (l[0] !== '') return null;
  if (l[1] === 'sys' && l.length >= 5 && l[2] && l[3]) return { productKey: l[2], deviceKey: l[3] };
  if (l[1] === 'ota' && l.length === 6 && l[4] && l[5]) return { productKey: l[4], deviceKey: l[5] };
  return null;
}

/** The device of a custom topic `/{pk}/{dk}/user/...` (whether the product has that topic is auth.ts's to say). */
export function customTopicDevice(topic: string): { productKey: string; deviceKey: string } | null {
  const l = topic.split('/');
  if (l[0] !== '' || l.length < 5 || l[3] !== 'user' || !l[1] || !l[2] || l[1] === 'sys' || l[1] === 'ota') return null;
  return { productKey: l[1], deviceKey: l[2] };
}

export function parseTopic(topic: string): Uplink | null {
  const who = topicDevice(topic);
  if (!who) return null;
  const l = topic.split('/').slice(4);
  const path = l.join('/');
  if (l[0] !== 'thing') return { kind: 'other', ...who };
  if (path === 'thing/event/property/post') return { kind: 'propertyPost', ...who };
  if (path === 'thing/event/property/pack/post') return { kind: 'batchPost', ...who };
  if (l.length === 4 && l[1] === 'event' && l[3] === 'post' && l[2])
    return { kind: 'eventPost', ...who, eventKey: l[2] };
  if (path === 'thing/service/property/set_reply') return { kind: 'setReply', ...who };
  if (l.length === 3 && l[1] === 'service' && l[2].endsWith('_reply') && l[2].length > 6)
    return { kind: 'serviceReply', ...who, funcKey: l[2].slice(0, -6) };
  return { kind: 'other', ...who };
}

export interface Envelope {
  id: string;
  version: string;
  ack: boolean;
  method: string;
  params: Record<string, unknown>;
  /** The whole message (replies carry code, data and message). */
  raw: Record<string, unknown>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads a message as JSON. SagooIoT strips backslashes before parsing (double-encoded script
 * output, §9.4); we try the text as sent first, then as a JSON string holding JSON, then stripped.
 */
export function parseJson(text: string): unknown {
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'string' ? JSON.parse(v) : v;
  } catch {
    return JSON.parse(text.replaceAll('\\', ''));
  }
}

/** The envelope, or the reason it is not one. */
export function parseEnvelope(text: string): Envelope | { error: string } {
  let v: unknown;
  try {
    v = parseJson(text);
  } catch {
    return { error: 'the message is not JSON' };
  }
  if (!isObject(v)) return { error: 'the message is not a JSON object' };
  const params = v.params ?? {};
  if (!isObject(params)) return { error: '"params" must be an object' };
  const sys = isObject(v.sys) ? v.sys : {};
  return {
    id: v.id === undefined || v.id === null ? '' : String(v.id),
    version: typeof v.version === 'string' ? v.version : '1.0',
    // Devices send 1 or "1".
    ack: Number(sys.ack) === 1,
    method: typeof v.method === 'string' ? v.method : '',
    params,
    raw: v,
  };
}

/** The platform's answer to an uplink that asked for one (`sys.ack == 1`). */
export function replyPayload(id: string, method: string): string {
  return JSON.stringify({ code: 200, data: {}, id, message: 'success', method, version: '1.0' });
}

/** Where and how the platform answers each uplink (§9.2, §9.3; events on `post_reply`, not SagooIoT's `post_reply_reply`). */
export function replyFor(u: Uplink): { topic: string; method: string } | null {
  const base = `/sys/${u.productKey}/${u.deviceKey}/thing/event`;
  if (u.kind === 'propertyPost') return { topic: `${base}/property/post_reply`, method: 'thing.event.property.post' };
  if (u.kind === 'batchPost')
    return { topic: `${base}/property/pack/post_reply`, method: 'thing.event.property.pack.post' };
  if (u.kind === 'eventPost')
    return { topic: `${base}/${u.eventKey}/post_reply`, method: `thing.event.${u.eventKey}.post_reply` };
  return null;
}

/** Unix seconds or milliseconds (devices send either) to milliseconds; absent or invalid: `fallback`. */
export function toMs(time: unknown, fallback: number): number {
  const n = typeof time === 'string' && time.trim() !== '' ? Number(time) : time;
  if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0) return fallback;
  return n < 1e11 ? Math.round(n * 1000) : Math.round(n);
}

export { isObject };
