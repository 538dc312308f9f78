import { and, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../auth/schema.ts';
import { users } from '../user/schema.ts';
import { createTestApp, startOtherServer } from '../../../test/helpers.ts';
import { answersPing, listeningApp, openLive } from '../../../test/live-client.ts';
import { hashToken } from '../../access/tokens.ts';
import { REPLACED_GRACE_MS } from '../auth/tokens.ts';

// Ending a session, changing a password or disabling an account closes the sockets at once.
describe('live sockets follow their sessions', () => {
  const app = listeningApp();

  const get = (path: string, token: string) => app.t.call({ method: 'GET', url: `/api/v1/system/${path}`, token });
  const userId = async (name: string) =>
    (await app.t.database.db.select({ id: users.id }).from(users).where(eq(users.userName, name)))[0].id;
  /** Sessions of a user that live longer than a replaced token's grace. */
  const lastingSessions = async (id: number) =>
    app.t.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, id), gt(sessions.expiresAt, new Date(Date.now() + REPLACED_GRACE_MS + 1000))));

  it('logout closes the sockets of that session only', async () => {
    const a = await app.t.login('demo');
    const b = await app.t.login('demo');
    const sa = await openLive(app.port, a);
    const sb = await openLive(app.port, b);
    expect((await get('logout', a)).body.code).toBe(0);
    expect(await sa.closed).toBe(4001);
    expect(await answersPing(sb.socket)).toBe(true);
    sb.socket.close();
  });

  it("a password change closes the user's other sessions and their sockets, and keeps the caller's", async () => {
    const mine = await app.t.login('demo');
    const other = await app.t.login('demo');
    const sMine = await openLive(app.port, mine);
    const sOther = await openLive(app.port, other);
    const res = await app.t.call({
      method: 'PUT',
      url: '/api/v1/system/personal/resetPwd',
      token: mine,
      payload: { password: 'NewPass1', oldPassword: '123456' },
    });
    expect(res.body.code).toBe(0);
    expect(await sOther.closed).toBe(4001);
    expect((await get('user/getUserMenus', other)).body.code).toBe(401);
    expect((await get('user/getUserMenus', mine)).body.code).toBe(0);
    expect(await answersPing(sMine.socket)).toBe(true);
    sMine.socket.close();
    // Back to 123456 (admin's hash) for the next tests.
    const [admin] = await app.t.database.db.select().from(users).where(eq(users.userName, 'admin'));
    await app.t.database.db.update(users).set({ passwordHash: admin.passwordHash }).where(eq(users.userName, 'demo'));
  });

  it('disabling an account closes its sockets', async () => {
    const token = await app.t.login('demo');
    const s = await openLive(app.port, token);
    const id = await userId('demo');
    await app.t.database.db.update(users).set({ userStatus: 0 }).where(eq(users.id, id));
    app.t.app.invalidatePrincipals([id]);
    expect(await s.closed).toBe(4001);
    await app.t.database.db.update(users).set({ userStatus: 1 }).where(eq(users.id, id));
    app.t.app.invalidatePrincipals([id]);
  });

  it('refreshToken replaces the session it was called with; its sockets follow the new token', async () => {
    const id = await userId('admin');
    const first = await app.t.login('admin');
    const before = (await lastingSessions(id)).length;
    const s = await openLive(app.port, first);
    let token = first;
    for (let i = 0; i < 10; i++) {
      const res = await get('personal/refreshToken', token);
      expect(res.body.code).toBe(0);
      expect(res.body.data.token).not.toBe(token);
      token = res.body.data.token;
    }
    expect((await lastingSessions(id)).length).toBe(before);
    // Tabs sharing the replaced token may still use it briefly, and replacing it again gives the same token.
    const again = await get('personal/refreshToken', first);
    expect(again.body.code).toBe(0);
    expect((await lastingSessions(id)).length).toBe(before);
    const info = (await get('personal/getPersonalInfo', token)).body.data.user;
    const edit = await app.t.call({
      method: 'PUT',
      url: '/api/v1/system/personal/edit',
      token,
      payload: { nickname: 'Admin', mobile: info.mobile, userEmail: 'admin@example.com' },
    });
    expect(edit.body.code).toBe(0);
    token = edit.body.data.token;
    expect((await lastingSessions(id)).length).toBe(before);
    // The socket opened with the first token ends with the session that replaced it.
    expect((await get('logout', token)).body.code).toBe(0);
    expect(await s.closed).toBe(4001);
  });

  it('a replaced token keeps working for a grace period only', async () => {
    const old = await app.t.login('admin');
    const res = await get('personal/refreshToken', old);
    const twin = await get('personal/refreshToken', old);
    expect(twin.body.data.token).toBe(res.body.data.token);
    const [row] = await app.t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(old)));
    expect(row.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + REPLACED_GRACE_MS);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('live sockets across processes', () => {
  it("a logout on one process closes the session's socket on another", async () => {
    const a = await createTestApp();
    const other = await startOtherServer(a.database.url!);
    try {
      const token = await a.login('demo');
      const s = await openLive(other.port, token);
      expect((await a.call({ method: 'GET', url: '/api/v1/system/logout', token })).body.code).toBe(0);
      expect(await s.closed).toBe(4001);
    } finally {
      await other.stop();
      await a.close();
    }
  }, 60_000);
});
