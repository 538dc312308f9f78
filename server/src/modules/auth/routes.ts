import { ACCESS, loginBody } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { businessError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/request.ts';
import { issueCaptcha } from './captcha.ts';
import { principalOf } from '../../plugins/auth.ts';
import { wantsHome } from '../menu/index.ts';
import { login, logout } from './service.ts';
import sagooAuthRoutes from './sagoo.ts';

export default async function authRoutes(app: FastifyInstance) {
  const { ctx } = app;
  // Per-IP ceilings on the public endpoints; the per-user-name throttle lives in the login service.
  const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

  app.get('/api/v1/pub/captcha/get', { config: { permission: ACCESS.public, ...perMinute(120) } }, async () =>
    ok(await issueCaptcha(ctx.database.db, ctx.config.captcha)),
  );

  app.post('/api/v1/system/login', { config: { permission: ACCESS.public, ...perMinute(60) } }, async (req) => {
    const body = parseInput(loginBody, req);
    const data = await login(ctx, body, {
      ip: req.ip,
      userAgent: req.headers['user-agent'] ?? '',
      lang: req.lang,
      menuShape: wantsHome(req) ? 'withHome' : 'gfast',
      onLogError: (err) => req.log.error({ err }, 'login log'),
    });
    return ok(data);
  });

  // The hottest call of the console: answered from the rights cache as ready bytes, gzipped for
  // every client that accepts it (all browsers do). GFast's shape unless this console asks for its own.
  app.get('/api/v1/system/user/getUserMenus', { config: { permission: ACCESS.login } }, async (req, reply) => {
    const body = await ctx.rights.userMenusBody(principalOf(req), wantsHome(req) ? 'withHome' : 'gfast');
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? ''))
      return reply.header('content-encoding', 'gzip').send(body.gzip);
    return reply.send(body.plain);
  });

  // Mobile-number login needs an SMS gateway, which this server does not have: say so plainly.
  app.post('/api/v1/system/mobileLogin', { config: { permission: ACCESS.public, ...perMinute(30) } }, async () => {
    throw businessError('smsUnavailable');
  });

  app.get('/api/v1/system/logout', { config: { permission: ACCESS.login } }, async (req) => {
    await logout(ctx, req.token!, principalOf(req), {
      ip: req.ip,
      userAgent: req.headers['user-agent'] ?? '',
      onLogError: (err) => req.log.error({ err }, 'login log'),
    });
    return ok();
  });

  await sagooAuthRoutes(app);
}
