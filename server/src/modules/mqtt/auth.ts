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
//   get CONNACK 5 (not authorised), wrong credentials 4 (bad user name or password).
// - A connected device publishes and subscribes only under `/sys/{its productKey}/{its deviceKey}/`
//   and the OTA topics `/ota/device/<kind>/{productKey}/{deviceKey}`. A gateway speaks for its
//   sub-devices through its own batch topic only.
import { createHash, timingSafeEqual } from 'node:crypto';
import { isActive, type DeviceCache, type DeviceEntry } from './devices.ts';

/** CONNACK return codes (MQTT 3.1.1 §3.2.2.3). */
export const REFUSED = { badCredentials: 4, notAuthorized: 5 } as const;

/**
 * `guess`: the refusal came from credentials that do not fit (wrong secret, unknown device), and
 * counts towards the throttle (throttle.ts); a disabled device retrying its right credentials does not.
 */
export type ConnectVerdict = { device: DeviceEntry } | { refused: 4 | 5; guess: boolean };

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
  let known = false;
  for (const key of new Set([username, clientId])) {
    if (!key) continue;
    const device = await cache.get(key);
    if (!device) continue;
    known = true;
    if (!isActive(device)) return { refused: REFUSED.notAuthorized, guess: false };
    const c = device.credentials;
    if (c.authType === 2 && key === username && same(password, c.accessToken)) return { device };
    if (c.authType === 1 && key === clientId && same(username, c.authUser) && same(password, c.authPasswd))
      return { device };
  }
  return { refused: known ? REFUSED.badCredentials : REFUSED.notAuthorized, guess: true };
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
