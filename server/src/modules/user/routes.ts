import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../plugins/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { loginUser, userMenuTree, userPermissions } from './menus.ts';

export default async function userRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;
  app.get('/api/v1/system/user/getUserMenus', { config: { permission: 'login' } }, async (req) => {
    const p = principalOf(req);
    const [menuList, permissions, userInfo] = await Promise.all([
      userMenuTree(db, p),
      userPermissions(db, p),
      loginUser(db, p),
    ]);
    return ok({ menuList, permissions, userInfo });
  });
}
