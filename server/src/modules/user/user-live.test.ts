import { PERMISSIONS } from '@iot/contract';
import type { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { answersPing, listen, openLive } from '../../../test/live-client.ts';
import { addRole, addUser, nextMobile, ruleIdOf, STRONG } from '../../../test/org-fixture.ts';

/** Resolves true once a `tokenUpdated` frame arrives on the socket, false after the timeout. */
function tokenUpdated(socket: WebSocket, timeoutMs = 2000): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => (socket.off('message', onMessage), resolve(false)), timeoutMs);
    const onMessage = (raw: unknown) => {
      if (!String(raw).includes('"event":"tokenUpdated"')) return;
      clearTimeout(timer);
      socket.off('message', onMessage);
      resolve(true);
    };
    socket.on('message', onMessage);
  });
}

// Account changes end sessions and close live sockets; rights changes tell the consoles.
describe('user and role writes reach live consoles', () => {
  let t: TestApp;
  let port: number;
  let admin = '';
  beforeAll(async () => {
    t = await createTestApp();
    port = await listen(t.app);
    admin = await t.login('admin');
  });
  afterAll(() => t.close());
  const api = (method: 'PUT' | 'DELETE', path: string, data: Record<string, unknown>) =>
    t.api(method, `/api/v1/system/${path}`, data, admin);
  /** A new user, logged in twice, with a live socket on each session. */
  const liveUser = async (name: string, roleIds: number[] = []) => {
    const id = await addUser(t, admin, name, { roleIds });
    const tokens = [await t.login(name, STRONG), await t.login(name, STRONG)];
    const sockets = await Promise.all(tokens.map((tk) => openLive(port, tk)));
    return { id, tokens, sockets };
  };
  const menusOf = (token: string) => t.api('GET', '/api/v1/system/user/getUserMenus', {}, token);

  it('disabling a user ends all their sessions and closes all their sockets', async () => {
    const u = await liveUser('to-disable');
    expect((await api('PUT', 'user/setStatus', { userId: u.id, status: 0 })).body.code).toBe(0);
    expect(await Promise.all(u.sockets.map((s) => s.closed))).toEqual([4001, 4001]);
    for (const tk of u.tokens) expect((await menusOf(tk)).body.code).toBe(401);
  });

  it('resetting the password ends the sessions and closes the sockets', async () => {
    const u = await liveUser('to-reset');
    expect((await api('PUT', 'user/resetPwd', { userId: u.id, password: 'Other123' })).body.code).toBe(0);
    expect(await Promise.all(u.sockets.map((s) => s.closed))).toEqual([4001, 4001]);
    expect((await menusOf(u.tokens[0])).body.code).toBe(401);
  });

  it('deleting a user ends the sessions and closes the sockets', async () => {
    const u = await liveUser('to-delete');
    const bystander = await liveUser('bystander');
    expect((await api('DELETE', 'user/delete', { ids: [u.id] })).body.code).toBe(0);
    expect(await Promise.all(u.sockets.map((s) => s.closed))).toEqual([4001, 4001]);
    expect(await answersPing(bystander.sockets[0].socket)).toBe(true);
    bystander.sockets.forEach((s) => s.socket.close());
  });

  it('tokenUpdated after user edit, role edit, data scope and role users', async () => {
    const role = await addRole(t, admin, 'Live role', [PERMISSIONS.post.list]);
    const member = await liveUser('member', [role]);
    const other = await liveUser('other');
    const [socket] = member.sockets.map((s) => s.socket);
    const [otherSocket] = other.sockets.map((s) => s.socket);

    let frame = tokenUpdated(socket);
    const edit = { userId: member.id, nickName: 'M', mobile: nextMobile(), deptId: 0, roleIds: [role] };
    expect((await api('PUT', 'user/edit', edit)).body.code).toBe(0);
    expect(await frame).toBe(true);

    frame = tokenUpdated(socket);
    const menuIds = [await ruleIdOf(t, PERMISSIONS.post.list), await ruleIdOf(t, PERMISSIONS.post.add)];
    expect((await api('PUT', 'role/edit', { id: role, name: 'Live role', menuIds })).body.code).toBe(0);
    expect(await frame).toBe(true);
    expect((await menusOf(member.tokens[0])).body.data.permissions).toContain(PERMISSIONS.post.add);

    frame = tokenUpdated(socket);
    const authData = [{ menuId: menuIds[0], scope: 5 }];
    expect((await api('PUT', 'role/dataScope', { roleId: role, authData })).body.code).toBe(0);
    expect(await frame).toBe(true);

    frame = tokenUpdated(socket);
    const otherFrame = tokenUpdated(otherSocket);
    expect((await api('PUT', 'role/setRoleUser', { roleId: role, userIds: [other.id] })).body.code).toBe(0);
    expect(await Promise.all([frame, otherFrame])).toEqual([true, true]);
    expect((await menusOf(member.tokens[0])).body.data.permissions).not.toContain(PERMISSIONS.post.add);
    expect((await menusOf(other.tokens[0])).body.data.permissions).toContain(PERMISSIONS.post.add);
    [...member.sockets, ...other.sockets].forEach((s) => s.socket.close());
  });
});
