import { personalEditBody, personalResetPwdBody } from '@iot/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { parseInput } from '../../lib/request.ts';
import { principalOf } from '../../plugins/auth.ts';
import { changePassword, editProfile, newSession, personalInfo } from './service.ts';

const BASE = '/api/v1/system/personal';
// Everyone may manage their own account.
const LOGIN = { config: { permission: 'login' } };

export default async function personalRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const { db } = ctx.database;
  const clientOf = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? '' });

  app.get(`${BASE}/getPersonalInfo`, LOGIN, async (req) => ok(await personalInfo(db, principalOf(req).id)));

  app.put(`${BASE}/edit`, LOGIN, async (req) => {
    const userId = principalOf(req).id;
    await editProfile(db, userId, parseInput(personalEditBody, req));
    const data = await newSession(db, userId, clientOf(req), ctx.config);
    // The user's other consoles show the old name and avatar until told.
    app.notifyTokenUpdated([userId]);
    return ok(data);
  });

  app.put(`${BASE}/resetPwd`, LOGIN, async (req) => {
    const { password, oldPassword } = parseInput(personalResetPwdBody, req);
    await changePassword(db, principalOf(req).id, password, oldPassword);
    return ok();
  });

  // The console calls this on a tokenUpdated frame to pick up its new rights and profile.
  app.get(`${BASE}/refreshToken`, LOGIN, async (req) =>
    ok(await newSession(db, principalOf(req).id, clientOf(req), ctx.config)),
  );
}
