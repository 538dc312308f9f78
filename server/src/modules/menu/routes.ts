import { PERMISSIONS, menuAddBody, menuDeleteBody, menuIdQuery, menuListQuery, menuUpdateBody } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { needs } from '../../access/needs.ts';
import { answerKey, sendCached } from '../../db/cached-answer.ts';
import { ok } from '../../lib/envelope.ts';
import { parseInput } from '../../lib/request.ts';
import { rulesWithGfastIcons, wantsHome } from './icons.ts';
import { addMenu, deleteMenus, updateMenu } from './mutations.ts';
import { getMenu, listMenus, menuParams } from './service.ts';

const BASE = '/api/v1/system/menu';
// The menu page's rule doubles as the permission to read menus (GFast's convention).
const READ = needs(PERMISSIONS.menu.list);

export default async function menuRoutes(app: FastifyInstance) {
  const { db, answers } = app.ctx.database;

  /**
   * Any menu change may alter someone's menus or rights: drop every cached principal, and tell the
   * users of the roles whose grants were touched (their consoles then refresh their menus).
   */
  const announce = async (roleIds: number[]) => {
    app.invalidatePrincipals();
    const userIds = await app.ctx.services.accounts.holdersOf(db, roleIds);
    if (userIds.length) app.notifyTokenUpdated(userIds);
  };

  // Answered from the answer cache, dropped on any write (the whole tree is ~90 rules of JSON).
  // GFast's console (without this console's flag) gets icon names it draws (icons.ts).
  app.get(`${BASE}/list`, READ, async (req, reply) => {
    const q = parseInput(menuListQuery, req);
    const gfast = !wantsHome(req);
    return sendCached(reply, answers, answerKey(req, { q, gfast }), async () => {
      const data = await listMenus(db, q);
      return gfast ? { rules: rulesWithGfastIcons(data.rules) } : data;
    });
  });
  app.get(`${BASE}/getParams`, READ, async (req, reply) =>
    sendCached(reply, answers, answerKey(req, null), () => menuParams(db)),
  );
  app.get(`${BASE}/get`, READ, async (req) => ok(await getMenu(db, parseInput(menuIdQuery, req).id)));

  app.post(`${BASE}/add`, needs(PERMISSIONS.menu.add), async (req) => {
    await announce(await addMenu(db, parseInput(menuAddBody, req)));
    return ok();
  });

  app.put(`${BASE}/update`, needs(PERMISSIONS.menu.update), async (req) => {
    await announce(await updateMenu(db, parseInput(menuUpdateBody, req)));
    return ok();
  });

  app.delete(`${BASE}/delete`, needs(PERMISSIONS.menu.delete), async (req) => {
    await announce(await deleteMenus(db, parseInput(menuDeleteBody, req).ids));
    return ok();
  });
}
