import { ACCESS } from '@iot/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
// req.cookies comes from @fastify/cookie's type augmentation; load it wherever this file is compiled.
import type {} from '@fastify/cookie';
import { can, type Principal } from '../access/principal.ts';
import { ApiError, Code } from '../lib/errors.ts';
import { langFromHeader } from '../lib/lang.ts';

/** The token from the header, then any `token` parameter, then the cookie (GFast's order). */
export function tokenOf(req: FastifyRequest): string | null {
  // The scheme name is case-insensitive (RFC 9110 §11.1): `bearer x` and `BEARER x` count too.
  const bearer = /^bearer[ \t]+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  if (bearer) return bearer[1];
  const q = (req.query as Record<string, unknown> | undefined)?.token;
  if (typeof q === 'string' && q) return q;
  const b = (req.body as Record<string, unknown> | undefined)?.token;
  if (b && typeof b === 'string') return b;
  const c = req.cookies?.token;
  return c ? c : null;
}

/**
 * Deny by default: every route under /api must declare `config.permission`; the app refuses to
 * start otherwise. Then each request is checked before its handler runs.
 */
async function authGuard(app: FastifyInstance) {
  const { rights } = app.ctx;
  const publish = (m: Parameters<typeof rights.publish>[0]) =>
    rights.publish(m).catch((err: unknown) => app.log.error({ err }, 'bus publish failed'));

  app.decorate('invalidatePrincipals', (userIds?: number[]) => {
    void publish(userIds ? { type: 'usersChanged', userIds } : { type: 'authChanged' });
  });

  app.decorateRequest('lang', 'zh-CN');
  app.decorateRequest('token', null);
  app.decorateRequest('principal', null);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !route.config?.permission) {
      throw new Error(`route ${route.method} ${route.url} declares no permission`);
    }
  });

  app.addHook('onRequest', async (req) => {
    req.lang = langFromHeader(req.headers['accept-language']);
  });

  app.addHook('preHandler', async (req) => {
    const permission = req.routeOptions.config?.permission;
    if (!permission || permission === ACCESS.public) return;
    const token = tokenOf(req);
    const userId = token ? await rights.userIdOf(token) : null;
    // A refused WebSocket upgrade keeps HTTP 401 (CONTRACT.md), and so does an event stream
    // (EventSource then stops instead of reconnecting); API calls answer 200 with code 401.
    const stream =
      req.headers.upgrade?.toLowerCase() === 'websocket' || /text\/event-stream/i.test(req.headers.accept ?? '');
    const status = stream ? 401 : 200;
    if (!token || userId === null) throw new ApiError(Code.unauthorized, 'tokenInvalid', {}, status);
    const principal = await rights.principal(userId);
    // A deleted or disabled account loses its sessions' use at once.
    if (!principal || principal.userStatus === 0) throw new ApiError(Code.unauthorized, 'tokenInvalid', {}, status);
    req.token = token;
    req.principal = principal;
    if (permission !== ACCESS.login && !can(principal, permission)) throw new ApiError(Code.forbidden, 'noPermission');
  });
}

/** The guard's plugin name: every module with routes that are not public depends on it. */
export const AUTH_GUARD = 'auth-guard';
export const authPlugin = fp(authGuard, { name: AUTH_GUARD });

/** The logged-in caller; only valid in routes whose permission is not `public`. */
export function principalOf(req: FastifyRequest): Principal {
  if (!req.principal) throw new ApiError(Code.unauthorized, 'tokenInvalid');
  return req.principal;
}
