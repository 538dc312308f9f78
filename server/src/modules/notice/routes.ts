import {
  ACCESS,
  PERMISSIONS,
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
import { needs } from '../../access/needs.ts';
import { answerKey, sendCached } from '../../db/cached-answer.ts';
import { ok } from '../../lib/envelope.ts';
import { parseInput } from '../../lib/request.ts';
import { can } from '../../access/principal.ts';
import { principalOf } from '../../plugins/auth.ts';
import { addNotice, deleteNotices, editNotice, readAll, readNotice, type NoticeAnnouncement } from './mutations.ts';
import { getNotice, listNotices, listReads, listShowNotices, pickUsers, unreadCount } from './service.ts';

const NOTICE = '/api/v1/system/sysNotice';
const READ = '/api/v1/system/sysNoticeRead';
// The notice page's rule doubles as the permission to manage and read every notice.
const { notice } = PERMISSIONS;
const MANAGE = notice.list;
const LOGIN = needs(ACCESS.login);

export default async function noticeRoutes(app: FastifyInstance) {
  const { db, answers } = app.ctx.database;

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

  // Lists and counts come from the answer cache (dropped on any write), per caller: read marks differ.
  app.get(`${NOTICE}/list`, needs(MANAGE), async (req, reply) => {
    const q = parseInput(noticeListQuery, req);
    const me = principalOf(req).id;
    return sendCached(reply, answers, answerKey(req, q, me), () => listNotices(db, q, me));
  });
  app.get(`${NOTICE}/listShow`, LOGIN, async (req, reply) => {
    const q = parseInput(noticeListShowQuery, req);
    const me = principalOf(req).id;
    return sendCached(reply, answers, answerKey(req, q, me), () => listShowNotices(db, q, me));
  });
  // Readers may open what they can see; the notice managers may open any notice.
  app.get(`${NOTICE}/get`, LOGIN, async (req) => {
    const { id } = parseInput(noticeIdQuery, req);
    const me = principalOf(req);
    return ok(await getNotice(db, id, me.id, can(me, MANAGE)));
  });
  app.post(`${NOTICE}/add`, needs(notice.add), async (req) => {
    await announce(await addNotice(db, parseInput(noticeAddBody, req), principalOf(req).id));
    return ok();
  });
  app.put(`${NOTICE}/edit`, needs(notice.edit), async (req) => {
    await announce(await editNotice(db, parseInput(noticeEditBody, req), principalOf(req).id));
    return ok();
  });
  app.delete(`${NOTICE}/delete`, needs(notice.delete), async (req) => {
    await deleteNotices(db, parseInput(noticeDeleteBody, req).ids);
    return ok();
  });
  app.get(`${NOTICE}/unReadCount`, LOGIN, async (req, reply) => {
    const me = principalOf(req).id;
    return sendCached(reply, answers, answerKey(req, null, me), () => unreadCount(db, me));
  });
  app.get(`${NOTICE}/userList`, needs(MANAGE), async (req, reply) => {
    const q = parseInput(noticeUserListQuery, req);
    return sendCached(reply, answers, answerKey(req, q), () => pickUsers(db, q.userNickname));
  });

  app.post(`${READ}/readNotice`, LOGIN, async (req) => {
    await readNotice(db, parseInput(noticeReadBody, req).noticeId, principalOf(req).id);
    return ok();
  });
  app.get(`${READ}/list`, LOGIN, async (req, reply) => {
    const q = parseInput(noticeReadListQuery, req);
    const me = principalOf(req).id;
    return sendCached(reply, answers, answerKey(req, q, me), () => listReads(db, q, me));
  });
  // Ours (CONTRACT.md): the console's "mark all read".
  app.post(`${READ}/readAll`, LOGIN, async (req) => {
    await readAll(db, principalOf(req).id);
    return ok();
  });
}
