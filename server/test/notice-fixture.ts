import { desc } from 'drizzle-orm';
import { beforeAll, beforeEach, expect } from 'vitest';
import { noticeReads, notices, users } from '../src/composition/schema.ts';
import { hashPassword } from '../src/access/password.ts';
import { signedInApp, type Method } from './helpers.ts';

/** A frame the notice routes asked the live channel to send: `ids` for a letter, none for a broadcast. */
export interface SentFrame {
  ids?: number[];
  f: unknown;
}

/**
 * The notice tests' app, made before a file's tests and closed after: admin and demo logged in, a
 * third user `other` (nickname 其他用户), no notice or read mark when each test starts, and the live
 * channel replaced by a recorder (`n.sent`). The values in `n` are set once beforeAll has run.
 */
export function noticeFixture() {
  const n = Object.assign(signedInApp(), { adminId: 0, demoId: 0, otherId: 0, sent: [] as SentFrame[] });

  beforeAll(async () => {
    const [{ id: oid }] = await n.t.database.db
      .insert(users)
      .values({ userName: 'other', userNickname: '其他用户', passwordHash: await hashPassword('Other123') })
      .returning();
    n.otherId = oid;
    const all = await n.t.database.db.select({ id: users.id, userName: users.userName }).from(users);
    n.adminId = all.find((u) => u.userName === 'admin')!.id;
    n.demoId = all.find((u) => u.userName === 'demo')!.id;
  });
  beforeEach(async () => {
    n.sent = [];
    n.t.app.ctx.live = {
      toUsers: async (ids, f) => void n.sent.push({ ids, f }),
      broadcast: async (f) => void n.sent.push({ f }),
    };
    await n.t.database.db.delete(noticeReads);
    await n.t.database.db.delete(notices);
  });

  /** `path` below /api/v1/system/, as admin unless another token is given. */
  const api = (method: Method, path: string, data: Record<string, unknown> = {}, token = n.admin) =>
    n.t.api(method, `/api/v1/system/${path}`, data, token);
  const form = (extra: Record<string, unknown> = {}) => ({
    title: 'Maintenance',
    type: '1',
    tag: '3',
    content: '<p>Tonight at <b>22:00</b></p>',
    status: '1',
    remark: 'r',
    sort: 0,
    ...extra,
  });
  /** Adds through the API and returns the new id. */
  const add = async (extra: Record<string, unknown> = {}) => {
    const res = await api('POST', 'sysNotice/add', form(extra));
    expect(res.body).toEqual({ code: 0, message: '', data: null });
    const [row] = await n.t.database.db.select({ id: notices.id }).from(notices).orderBy(desc(notices.id)).limit(1);
    return row.id;
  };
  /** The ids `token`'s reader list shows. */
  const showIds = async (token: string, query: Record<string, unknown> = {}) => {
    const res = await api('GET', 'sysNotice/listShow', { pageSize: 100, ...query }, token);
    expect(res.body.code).toBe(0);
    return (res.body.data.list as { id: number }[]).map((r) => r.id);
  };

  return { n, api, form, add, showIds };
}
