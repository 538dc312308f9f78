import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { sessions } from '../auth/schema.ts';
import { operLogs } from '../operlog/schema.ts';
import { users } from '../user/schema.ts';
import { CRUD_CALLS, signedInApp, type Method } from '../../../test/helpers.ts';
import { registerJobHandler } from './index.ts';
import { claimFiring } from './scheduler.ts';
import { sysJobs } from './schema.ts';

const waitFor = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('timed out');
};

describe('scheduled jobs', () => {
  const s = signedInApp();
  const api = (method: Method, path: string, data: Record<string, unknown> = {}, token = s.admin) =>
    s.t.api(method, `/api/v1/system/sysJob/${path}`, data, token);
  const job = { jobName: 'Echo', invokeTarget: 'testEcho', cronExpression: '0 0 3 * * *', jobParams: 'a|b', status: 1 };
  const idOf = async (jobName: string) => (await api('GET', 'list', { jobName })).body.data.list[0].jobId as number;

  registerJobHandler('testEcho', async ({ params }) => `echo ${params.join(',')}`);
  registerJobHandler('testFail', async () => {
    throw new Error('it broke');
  });

  it('lists the three seeded built-ins (running) and the registered handlers', async () => {
    const data = (await api('GET', 'list')).body.data;
    expect(Object.keys(data).sort()).toEqual(['currentPage', 'handlers', 'list', 'total']);
    expect(data.list.map((j: { invokeTarget: string }) => j.invokeTarget)).toEqual([
      'clearExpiredSessions',
      'pruneOldLogs',
      'telemetryRetention',
    ]);
    expect(data.list.every((j: { status: number }) => j.status === 0)).toBe(true);
    expect(data.handlers).toEqual(expect.arrayContaining(['clearExpiredSessions', 'testEcho']));
  });

  it('adds, reads, edits, starts, stops and deletes a job', async () => {
    expect((await api('POST', 'add', job)).body).toEqual({ code: 0, message: '', data: null });
    const jobId = await idOf('Echo');
    expect((await api('GET', 'get', { jobId })).body.data).toMatchObject({ ...job, jobId, jobGroup: '' });
    expect((await api('PUT', 'edit', { ...job, jobId, cronExpression: '*/5 * * * *' })).body.code).toBe(0);
    expect((await api('PUT', 'start', { jobId })).body.code).toBe(0);
    expect((await api('GET', 'get', { jobId })).body.data).toMatchObject({ status: 0, cronExpression: '*/5 * * * *' });
    expect((await api('PUT', 'stop', { jobId })).body.code).toBe(0);
    expect((await api('GET', 'get', { jobId })).body.data.status).toBe(1);
    expect((await api('DELETE', 'delete', { jobIds: [jobId] })).body.code).toBe(0);
    expect((await api('GET', 'get', { jobId })).body.message).toBe('Scheduled job not found');
  });

  // GFast's console (gfast-mandate-ui): src/views/system/sysJob/list/index.vue lists with its `param`
  // state; component/detail.vue opens the drawer with getSysJob (src/api/system/tools/job/sysJob.ts:
  // params `{ jobId: jobId.toString() }`) and draws `formData.createdUser.userNickname`.
  it("answers GFast's job drawer: createdBy/updatedBy and the users' nicknames", async () => {
    await api('POST', 'add', { ...job, jobName: 'Drawer' });
    // Its `param` ({ pageNum: 1, pageSize: 10, jobName, jobGroup, status: undefined }), as axios sends it.
    const listParam = { pageNum: 1, pageSize: 10 };
    const listed = (await api('GET', 'list', listParam)).body.data.list as Record<string, unknown>[];
    const mine = listed.find((j) => j.jobName === 'Drawer')!;
    const admin = { id: expect.any(Number), userNickname: '超级管理员' };
    expect(mine).toMatchObject({ createdUser: admin, updatedUser: admin });
    expect(mine.createdBy).toBe((mine.createdUser as { id: number }).id);
    expect(mine).not.toHaveProperty('createBy');
    // The seeded built-ins have no creator: the drawer still reads a nickname.
    expect(listed.find((j) => j.invokeTarget === 'pruneOldLogs')).toMatchObject({
      createdBy: 0,
      createdUser: { id: 0, userNickname: '' },
      updatedUser: { id: 0, userNickname: '' },
    });
    const got = (await api('GET', 'get', { jobId: String(mine.jobId) })).body.data;
    expect(got).toMatchObject({ jobId: mine.jobId, createdUser: admin, updatedUser: admin });
    expect(got.createdUser.userNickname).toBe('超级管理员');
    expect(got).not.toHaveProperty('updateBy');
  });

  it('refuses a bad cron expression, an unknown handler and bad input', async () => {
    expect((await api('POST', 'add', { ...job, cronExpression: 'every day' })).body).toMatchObject({
      code: 50,
      message: 'Invalid cron expression: every day (5 fields, or 6 with seconds first)',
    });
    const unknown = await api('POST', 'add', { ...job, invokeTarget: 'rm -rf' });
    expect(unknown.body.code).toBe(50);
    expect(unknown.body.message).toContain('No job method is named rm -rf');
    expect((await api('POST', 'add', { ...job, jobName: '' })).body.code).toBe(51);
    expect((await api('PUT', 'start', { jobId: 'x' })).body.code).toBe(51);
  });

  it('needs the page and its buttons', async () => {
    for (const [method, path] of [
      ...CRUD_CALLS,
      ['GET', 'get'],
      ['PUT', 'run'],
      ['PUT', 'start'],
      ['GET', 'logs'],
    ] as const)
      expect((await api(method, path, { jobId: 1, jobIds: [1] }, s.demo)).body.code).toBe(-1);
  });

  it('runs once on demand and logs the result and duration (failures too)', async () => {
    await api('POST', 'add', { ...job, jobName: 'Run me' });
    await api('POST', 'add', { ...job, jobName: 'Fail me', invokeTarget: 'testFail' });
    expect((await api('PUT', 'run', { jobId: await idOf('Run me') })).body.code).toBe(0);
    expect((await api('PUT', 'run', { jobId: await idOf('Fail me') })).body.code).toBe(0);
    const logs = async (targetName: string) => (await api('GET', 'logs', { targetName })).body.data;
    await waitFor(async () => (await logs('testEcho')).total === 1 && (await logs('testFail')).total === 1);
    const [ok] = (await logs('testEcho')).list;
    expect(ok).toMatchObject({ targetName: 'testEcho', result: 'echo a,b', status: 1 });
    expect(ok.duration).toBeGreaterThanOrEqual(0);
    expect((await logs('testFail')).list[0]).toMatchObject({ result: 'it broke', status: 0 });
    expect((await api('DELETE', 'deleteLogs', { logIds: [ok.id] })).body.code).toBe(0);
    expect((await logs('testEcho')).total).toBe(0);
  });

  it('the built-in handlers delete expired sessions and old logs', async () => {
    const { db } = s.t.database;
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.userName, 'admin'));
    await db
      .insert(sessions)
      .values({ tokenHash: 'expired-test', userId: admin.id, expiresAt: new Date(Date.now() - 1000) });
    await db.insert(operLogs).values({ operName: 'old', operTime: new Date(Date.now() - 200 * 86_400_000) });
    for (const name of ['clearExpiredSessions', 'pruneOldLogs', 'telemetryRetention'])
      await api('PUT', 'run', {
        jobId: (await api('GET', 'list', { pageSize: 50 })).body.data.list.find(
          (j: { invokeTarget: string }) => j.invokeTarget === name,
        ).jobId,
      });
    const logs = async (targetName: string) => (await api('GET', 'logs', { targetName })).body.data;
    await waitFor(async () => (await logs('telemetryRetention')).total > 0 && (await logs('pruneOldLogs')).total > 0);
    await waitFor(async () => (await logs('clearExpiredSessions')).total > 0);
    expect((await logs('clearExpiredSessions')).list[0]).toMatchObject({
      status: 1,
      result: expect.stringMatching(/^sessions: [1-9]/),
    });
    expect((await logs('pruneOldLogs')).list[0]).toMatchObject({
      status: 1,
      result: expect.stringMatching(/^operLogs: 1,/),
    });
    expect((await logs('telemetryRetention')).list[0]).toMatchObject({
      status: 1,
      result: expect.stringMatching(/^days: 30/),
    });
    expect(await db.$count(sessions, eq(sessions.tokenHash, 'expired-test'))).toBe(0);
  });

  it('a firing runs once across processes: the first to claim it wins', async () => {
    await api('POST', 'add', { ...job, jobName: 'Claimed', status: 0 });
    const jobId = await idOf('Claimed');
    // On a whole second, so that +200 ms is the same firing.
    const at = new Date(Math.floor(Date.now() / 1000) * 1000);
    const other = s.t.database.url ? await openDatabase({ url: s.t.database.url }) : null;
    const otherApp = other ? await buildApp({ config: s.t.config, database: other }) : null;
    try {
      if (otherApp) await otherApp.ready();
      const claims = await Promise.all([
        claimFiring(s.t.app, jobId, at),
        claimFiring(otherApp ?? s.t.app, jobId, at),
        claimFiring(s.t.app, jobId, new Date(at.getTime() + 200)),
      ]);
      // The same second is one firing: exactly one process takes it.
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await claimFiring(s.t.app, jobId, new Date(at.getTime() + 1000))).toBe(true);
      // A paused job is never claimed.
      await s.t.database.db.update(sysJobs).set({ status: 1 }).where(eq(sysJobs.jobId, jobId));
      expect(await claimFiring(s.t.app, jobId, new Date(at.getTime() + 5000))).toBe(false);
    } finally {
      await otherApp?.close();
      await other?.close();
    }
  });
});
