import { menuAddBody, menuDeleteBody, menuIdQuery, menuListQuery, menuUpdateBody } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { parseInput } from '../../lib/request.ts';
import { addMenu, deleteMenus, holdersOf, updateMenu } from './mutations.ts';
import { getMenu, listMenus, menuParams } from './service.ts';

const BASE = '/api/v1/system/menu';
// The menu page's rule doubles as the permission to read menus (GFast's convention).
const READ = { config: { permission: 'api/v1/system/auth/menuList' } };

export default async function menuRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;

  /**
   * Any menu change may alter someone's menus or rights: drop every cached principal, and tell the
   * users of the roles whose grants were touched (their consoles then refresh their menus).
   */
  const announce = async (roleIds: number[]) => {
    app.invalidatePrincipals();
    const userIds = await holdersOf(db, roleIds);
    if (userIds.length) app.notifyTokenUpdated(userIds);
  };

  app.get(`${BASE}/list`, READ, async (req) => ok(await listMenus(db, parseInput(menuListQuery, req))));
  app.get(`${BASE}/getParams`, READ, async () => ok(await menuParams(db)));
  app.get(`${BASE}/get`, READ, async (req) => ok(await getMenu(db, parseInput(menuIdQuery, req).id)));

  app.post(`${BASE}/add`, { config: { permission: 'api/v1/system/menu/add' } }, async (req) => {
    await announce(await addMenu(db, parseInput(menuAddBody, req)));
    return ok();
  });

  app.put(`${BASE}/update`, { config: { permission: 'api/v1/system/menu/update' } }, async (req) => {
    await announce(await updateMenu(db, parseInput(menuUpdateBody, req)));
    return ok();
  });

  app.delete(`${BASE}/delete`, { config: { permission: 'api/v1/system/menu/delete' } }, async (req) => {
    await announce(await deleteMenus(db, parseInput(menuDeleteBody, req).ids));
    return ok();
  });
}
