import { loginBody } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { businessError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/request.ts';
import { createCaptcha } from './captcha.ts';
import { login } from './service.ts';
import { hashToken, revokeSession } from './tokens.ts';

export default async function authRoutes(app: FastifyInstance) {
  const { ctx } = app;
  // Per-IP ceilings on the public endpoints; the per-user-name throttle lives in the login service.
  const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

  app.get('/api/v1/pub/captcha/get', { config: { permission: 'public', ...perMinute(120) } }, async () => {
    const verifyStatus = ctx.config.captcha ? 1 : 0;
    if (!verifyStatus) return ok({ key: '', img: '', verifyStatus });
    return ok({ ...(await createCaptcha(ctx.database.db)), verifyStatus });
  });

  app.post('/api/v1/system/login', { config: { permission: 'public', ...perMinute(60) } }, async (req) => {
    const body = parseInput(loginBody, req);
    const data = await login(ctx, body, { ip: req.ip, userAgent: req.headers['user-agent'] ?? '', lang: req.lang });
    return ok(data);
  });

  // Mobile-number login needs an SMS gateway, which this server does not have: say so plainly.
  app.post('/api/v1/system/mobileLogin', { config: { permission: 'public', ...perMinute(30) } }, async () => {
    throw businessError('smsUnavailable');
  });

  app.get('/api/v1/system/logout', { config: { permission: 'login' } }, async (req) => {
    await revokeSession(ctx.database.db, req.token!);
    await ctx.rights.publish({ type: 'sessionRevoked', tokenHashes: [hashToken(req.token!)] });
    return ok();
  });
}
