// Who may open a live socket, checked before the upgrade (after the token): the page's origin,
// and how many sockets the user already holds.
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { ApiError, Code } from '../../lib/errors.ts';
import type { Hub } from './hub.ts';

/**
 * A browser always sends Origin with a WebSocket; another site's page must not ride on the
 * console's cookie. No Origin (devices, scripts, tests) is not a browser and is allowed.
 */
export function originAllowed(req: FastifyRequest, allowed: string[]): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (allowed.includes(url.origin)) return true;
  // The console's own page: same host and port as this request (through a trusted proxy, the
  // host it was asked for). URL() drops default ports on both sides.
  try {
    return url.host === new URL(`${url.protocol}//${req.host}`).host;
  } catch {
    return false;
  }
}

/** Refuses the upgrade with HTTP 403 (foreign origin) or 429 (too many sockets for this user). */
export function checkUpgrade(req: FastifyRequest, config: Config, hub: Hub, userId: number) {
  if (!originAllowed(req, config.allowedOrigins)) throw new ApiError(Code.forbidden, 'originRefused', {}, 403);
  // The new socket is refused rather than the oldest closed: an open console keeps working, and
  // a retrying client cannot knock out the user's other consoles one after another.
  if (hub.countOf(userId) >= config.liveSocketsPerUser) throw new ApiError(429, 'tooManySockets', {}, 429);
}
