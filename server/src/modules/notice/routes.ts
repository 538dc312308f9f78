import {
  noticeAddBody,
  noticeDeleteBody,
  noticeEditBody,
  noticeIdQuery,
  noticeListQuery,
  noticeListShowQuery,
  noticeReadBody,
  noticeReadListQuery,
  noticeUserListQuery,
} from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { parseInput } from '../../lib/request.ts';
import { can } from '../auth/principal.ts';
import { principalOf } from '../../plugins/auth.ts';
import { addNotice, deleteNotices, editNotice, readAll, readNotice, type NoticeAnnouncement } from './mutations.ts';
import { getNotice, listNotices, listReads, listShowNotices, pickUsers, unreadCount } from './service.ts';

const NOTICE = '/api/v1/system/sysNotice';
const READ = '/api/v1/system/sysNoticeRead';
const needs = (permission: string) => ({ config: { permission } });
// The notice page's rule doubles as the permission to manage and read every notice.
const MANAGE = 'api/v1/system/sysNotice/list';
const LOGIN = needs('login');

export default async function noticeRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;

  /** A published notice goes to every connection, a letter to its receivers' connections. */
  const announce = async (a: NoticeAnnouncement | null) => {
    if (!a) return;
    const frame = { event: 'notice', data: a.data };
    try {
      // Read at call time: the live channel may be replaced after the routes are registered.
      if (a.userIds === null) await app.ctx.live.broadcast(frame);
      else if (a.userIds.length) await app.ctx.live.toUsers(a.userIds, frame);
    } catch (err) {
      // The notice is saved; readers still find it through listShow and unReadCount.
      app.log.error({ err }, 'notice frame not sent');
    }
  };

  app.get(`${NOTICE}/list`, needs(MANAGE), async (req) =>
    ok(await listNotices(db, parseInput(noticeListQuery, req), principalOf(req).id)),
  );
  app.get(`${NOTICE}/listShow`, LOGIN, async (req) =>
    ok(await listShowNotices(db, parseInput(noticeListShowQuery, req), principalOf(req).id)),
  );
  // Readers may open what they can see; the notice managers may open any notice.
  app.get(`${NOTICE}/get`, LOGIN, async (req) => {
    const { id } = parseInput(noticeIdQuery, req);
    const me = principalOf(req);
    return ok(await getNotice(db, id, me.id, can(me, MANAGE)));
  });
  app.post(`${NOTICE}/add`, needs('api/v1/system/sysNotice/add'), async (req) => {
    await announce(await addNotice(db, parseInput(noticeAddBody, req), principalOf(req).id));
    return ok();
  });
  app.put(`${NOTICE}/edit`, needs('api/v1/system/sysNotice/edit'), async (req) => {
    await announce(await editNotice(db, parseInput(noticeEditBody, req), principalOf(req).id));
    return ok();
  });
  app.delete(`${NOTICE}/delete`, needs('api/v1/system/sysNotice/delete'), async (req) => {
    await deleteNotices(db, parseInput(noticeDeleteBody, req).ids);
    return ok();
  });
  app.get(`${NOTICE}/unReadCount`, LOGIN, async (req) => ok(await unreadCount(db, principalOf(req).id)));
  app.get(`${NOTICE}/userList`, needs(MANAGE), async (req) =>
    ok(await pickUsers(db, parseInput(noticeUserListQuery, req).userNickname)),
  );

  app.post(`${READ}/readNotice`, LOGIN, async (req) => {
    await readNotice(db, parseInput(noticeReadBody, req).noticeId, principalOf(req).id);
    return ok();
  });
  app.get(`${READ}/list`, LOGIN, async (req) =>
    ok(await listReads(db, parseInput(noticeReadListQuery, req), principalOf(req).id)),
  );
  // Ours (CONTRACT.md): the console's "mark all read".
  app.post(`${READ}/readAll`, LOGIN, async (req) => {
    await readAll(db, principalOf(req).id);
    return ok();
  });
}
