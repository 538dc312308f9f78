import { ACCESS, personalEditBody, personalResetPwdBody } from '@iot/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { needs } from '../../access/needs.ts';
import { ok } from '../../lib/envelope.ts';
import { parseInput } from '../../lib/request.ts';
import { principalOf } from '../../plugins/auth.ts';
import { revokeOtherSessions } from '../auth/index.ts';
import { changePassword, editProfile } from '../user/index.ts';
import { personalInfo, renewSession } from './service.ts';

const BASE = '/api/v1/system/personal';
// Everyone may manage their own account.
const LOGIN = needs(ACCESS.login);

export default async function personalRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const { db } = ctx.database;
  const clientOf = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? '' });

  app.get(`${BASE}/getPersonalInfo`, LOGIN, async (req) => ok(await personalInfo(db, principalOf(req).id)));

  app.put(`${BASE}/edit`, LOGIN, async (req) => {
    const userId = principalOf(req).id;
    await editProfile(db, userId, parseInput(personalEditBody, req));
    const data = await renewSession(ctx, userId, req.token!, clientOf(req));
    // The user's other consoles show the old name and avatar until told.
    app.notifyTokenUpdated([userId]);
    return ok(data);
  });

  app.put(`${BASE}/resetPwd`, LOGIN, async (req) => {
    const { password, oldPassword } = parseInput(personalResetPwdBody, req);
    const userId = principalOf(req).id;
    await changePassword(db, userId, password, oldPassword);
    // Whoever else held a session (and its live sockets) must log in with the new password.
    const ended = await revokeOtherSessions(db, userId, req.token!);
    if (ended.length) await ctx.rights.publish({ type: 'sessionRevoked', tokenHashes: ended });
    return ok();
  });

  // The console calls this on a tokenUpdated frame to pick up its new rights and profile.
  app.get(`${BASE}/refreshToken`, LOGIN, async (req) =>
    ok(await renewSession(ctx, principalOf(req).id, req.token!, clientOf(req))),
  );
}
