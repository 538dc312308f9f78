// Who may connect, and where a device may publish and subscribe.
//
// The convention (CONTRACT.md "Device authentication"; README tells device makers):
// - The credentials are the device's own when it has any, else its product's, by `authType`:
//   1 Basic: MQTT username / password = `authUser` / `authPasswd`, and the MQTT client id is the
//     device key (Basic credentials are often shared by a whole product, so the client id says
//     which device it is);
//   2 AccessToken: MQTT username = the device key, password = `accessToken` (any client id).
//   Unset (0) and certificates (3, needs TLS) cannot connect to the embedded broker.
// - Only enabled devices (status > 0) of published products connect. Unknown or refused devices
//   get CONNACK 5 (not authorised), wrong credentials 4 (bad user name or password). Every refusal
//   of a known device goes to that device's log with its reason (Uplinks.refusedConnect).
// - A connected device publishes and subscribes only under `/sys/{its productKey}/{its deviceKey}/`
//   and the OTA topics `/ota/device/<kind>/{productKey}/{deviceKey}`. A gateway speaks for its
//   sub-devices through its own batch topic only.
// - Beside those, its product's custom topics `/{productKey}/{deviceKey}/user/...` (the product's
//   communication tab), `{deviceKey}` standing for its own key: it publishes where the topic's
//   access is `pub` or `both` (exactly that topic), subscribes where it is `sub` or `both` (that
//   filter or a narrower one). Checked from the device's cached entry, never the database.
import { createHash, timingSafeEqual } from 'node:crypto';
import { TOPIC_DEVICE_KEY } from '@iot/contract';
import type { CustomTopic, DeviceCache, DeviceEntry } from './devices.ts';

/** CONNACK return codes (MQTT 3.1.1 §3.2.2.3). */
export const REFUSED = { badCredentials: 4, notAuthorized: 5 } as const;

/** Why a known device was refused at CONNECT (its log says so, with `refusalMessage`). */
export type RefusalReason =
  | 'disabled'
  | 'productUnpublished'
  | 'noCredentials'
  | 'certificate'
  | 'badCredentials'
  | 'clientIdNotKey'
  | 'usernameNotKey'
  | 'throttled';

/**
 * `guess`: the refusal came from credentials that do not fit (wrong secret, unknown device), and
 * counts towards the throttle (throttle.ts); a disabled device retrying its right credentials does not.
 * `device` and `reason`: the device the CONNECT named, when it is one, and why it was refused.
 */
export type ConnectVerdict =
  | { device: DeviceEntry }
  | { refused: 4 | 5; guess: boolean; known?: { device: DeviceEntry; reason: RefusalReason } };

/** What the device's log says about a refusal (never the secret that was given). */
export function refusalMessage(device: DeviceEntry, reason: RefusalReason): string {
  switch (reason) {
    case 'disabled':
      return 'the device is disabled: enable it in the console (device page, "Enabled" switch)';
    case 'productUnpublished':
      return `its product "${device.productKey}" is not published: publish the product${device.status === 0 ? ', then enable the device' : ''}`;
    case 'noCredentials':
      return 'neither the device nor its product has an authentication method set';
    case 'certificate':
      return 'certificate authentication is not supported by the embedded broker';
    case 'badCredentials':
      return device.credentials.authType === 2
        ? 'wrong access token (the password must be the access token)'
        : 'wrong user name or password';
    case 'clientIdNotKey':
      return 'user name and password authentication: the MQTT client id must be the device key';
    case 'usernameNotKey':
      return 'access token authentication: the MQTT user name must be the device key';
    case 'throttled':
      return 'too many failed logins from this address: refused for a while without checking the credentials';
  }
}

/** Why credentials that did not match were wrong, as far as the device's own settings tell. */
function mismatch(device: DeviceEntry, key: string, clientId: string, username: string): RefusalReason {
  const { authType } = device.credentials;
  if (authType === 3) return 'certificate';
  if (authType === 1) return key === clientId ? 'badCredentials' : 'clientIdNotKey';
  if (authType === 2) return key === username ? 'badCredentials' : 'usernameNotKey';
  return 'noCredentials';
}

const digest = (s: string) => createHash('sha256').update(s).digest();
/** Compares secrets without leaking how much of them matched. */
const same = (given: string, expected: string) => expected !== '' && timingSafeEqual(digest(given), digest(expected));

/** Decides a CONNECT: which device it is, or why it is refused. */
export async function checkConnect(
  cache: DeviceCache,
  clientId: string,
  username: string,
  password: string,
): Promise<ConnectVerdict> {
  let known: { device: DeviceEntry; reason: RefusalReason } | undefined;
  for (const key of new Set([username, clientId])) {
    if (!key) continue;
    const device = await cache.get(key);
    if (!device) continue;
    // Not active (devices.ts isActive): the product first, as a device cannot be enabled before it is published.
    const inactive = device.productStatus !== 1 ? 'productUnpublished' : device.status > 0 ? null : 'disabled';
    if (inactive) return { refused: REFUSED.notAuthorized, guess: false, known: { device, reason: inactive } };
    const c = device.credentials;
    if (c.authType === 2 && key === username && same(password, c.accessToken)) return { device };
    if (c.authType === 1 && key === clientId && same(username, c.authUser) && same(password, c.authPasswd))
      return { device };
    known ??= { device, reason: mismatch(device, key, clientId, username) };
  }
  return known
    ? { refused: REFUSED.badCredentials, guess: true, known }
    : { refused: REFUSED.notAuthorized, guess: true };
}

/** The levels of a topic that start with '/': `/sys/pk/dk/x` → ['', 'sys', 'pk', 'dk', 'x']. */
const levels = (topic: string) => topic.split('/');

/**
 * Whether this device may publish to (or subscribe with) this topic or filter. Wildcards are
 * allowed only after the device's own levels, so a filter never reaches another device.
 */
export function topicAllowed(device: Pick<DeviceEntry, 'key' | 'productKey'>, topic: string): boolean {
  const l = levels(topic);
  const literal = (i: number, v: string) => l[i] === v;
  if (l[0] !== '') return false;
  if (l[1] === 'sys') {
    return l.length >= 5 && literal(2, device.productKey) && literal(3, device.key) && l[4] !== '';
  }
  if (l[1] === 'ota') {
    return (
      l.length === 6 &&
      literal(2, 'device') &&
      /^[\w+]+$/.test(l[3]) &&
      literal(4, device.productKey) &&
      literal(5, device.key)
    );
  }
  return false;
}

/** A custom topic's levels for this device: `{deviceKey}` replaced by its key. */
const customLevels = (deviceKey: string, t: CustomTopic) =>
  levels(t.topic).map((l) => (l === TOPIC_DEVICE_KEY ? deviceKey : l));

/** Whether the subscription `filter` receives only what the custom topic (a filter itself) does. */
function covers(topic: string[], filter: string[]): boolean {
  for (let i = 0; i < topic.length; i++) {
    if (topic[i] === '#') return true;
    if (i >= filter.length) return false;
    if (topic[i] === '+') {
      if (filter[i] === '#') return false;
      continue;
    }
    if (filter[i] !== topic[i]) return false;
  }
  return filter.length === topic.length;
}

type Device = Pick<DeviceEntry, 'key' | 'topics'>;

/** Whether `topic` is one of the device's product's custom topics it may publish to. */
export function customPublish(device: Device, topic: string): boolean {
  if (!device.topics?.length) return false;
  return device.topics.some((t) => t.access !== 'sub' && customLevels(device.key, t).join('/') === topic);
}

/** Whether the device may subscribe with `filter` by its product's custom topics. */
export function customSubscribe(device: Device, filter: string): boolean {
  if (!device.topics?.length) return false;
  const wanted = levels(filter);
  return device.topics.some((t) => t.access !== 'pub' && covers(customLevels(device.key, t), wanted));
}

/** The whole ACL: system topics (both ways) and the product's custom topics by their access. */
export function mayPublish(device: Pick<DeviceEntry, 'key' | 'productKey' | 'topics'>, topic: string): boolean {
  return topicAllowed(device, topic) || customPublish(device, topic);
}
export function maySubscribe(device: Pick<DeviceEntry, 'key' | 'productKey' | 'topics'>, filter: string): boolean {
  return topicAllowed(device, filter) || customSubscribe(device, filter);
}
