import { PERMISSIONS } from '@iot/contract';
import { eq } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInApp, WIRE_TIME, type Method } from '../../../test/helpers.ts';
import { listen, openLive } from '../../../test/live-client.ts';
import { addRole, addUser, deptIdOf, STRONG } from '../../../test/org-fixture.ts';
import { devices } from '../device/schema.ts';
import { makeDevice, makeProduct, waitFor } from '../mqtt/test-kit.ts';
import { addRule, alarmsOf, cond, settled } from './test-fixture.ts';

type Frame = { event: string; data?: Record<string, unknown> };

// Alarm logs: list with filters, SagooIoT's detail shape, handling (who and when; a closed alarm
// lets the next match open a new one), and the data scope on the list, by id and on live frames.
describe('alarm logs', () => {
  const s = signedInApp();
  const sockets: WebSocket[] = [];
  afterAll(() => sockets.forEach((w) => w.close()));
  const tokens: Record<string, string> = {};
  const dev: Record<string, { id: number; key: string }> = {};
  let pk = '';
  let port = 0;
  const api = (method: Method, path: string, data: Record<string, unknown> = {}, token = s.admin) =>
    s.t.api(method, `/api/v1/alarm/${path}`, data, token);
  const report = async (deviceKey: string, temperature: number) => {
    s.t.app.alarms.engine.property(deviceKey, pk, { temperature: { value: temperature, time: Date.now() } });
    await settled(s.t);
  };
  const keysOf = (body: { data: { list: { deviceKey: string }[] } }) => body.data.list.map((r) => r.deviceKey).sort();

  beforeAll(async () => {
    const db = s.t.database.db;
    const p = await makeProduct(db);
    pk = p.key;
    const [south, east] = [await deptIdOf(s.t, '华南分公司'), await deptIdOf(s.t, '华东分公司')];
    for (const [name, deptId] of [
      ['south', south],
      ['east', east],
    ] as const) {
      const d = await makeDevice(db, p.id);
      await db.update(devices).set({ deptId }).where(eq(devices.id, d.id));
      dev[name] = d;
    }
    tokens.admin = s.admin;
    const role = await addRole(s.t, s.admin, 'Alarm watcher', [PERMISSIONS.alarm.logList, PERMISSIONS.alarm.logHandle]);
    await addUser(s.t, s.admin, 'alarm-south', { deptId: south, roleIds: [role] });
    tokens.south = await s.t.login('alarm-south', STRONG);
    await addRule(s.t, s.admin, {
      name: 'log-hot',
      level: 3,
      productKey: pk,
      triggerType: 3,
      triggerCondition: [{ filters: [cond('temperature', 'gte', '50')] }],
    });
    port = await listen(s.t.app);
  });

  async function watcher(token: string) {
    const { socket } = await openLive(port, token);
    sockets.push(socket);
    const frames: Frame[] = [];
    socket.on('message', (raw) => frames.push(JSON.parse(String(raw)) as Frame));
    return frames;
  }

  it('tells the users who may see the device, with the alarm log row', async () => {
    const [admin, south] = [await watcher(s.admin), await watcher(tokens.south)];
    await report(dev.east.key, 60);
    const [frame] = await waitFor(() => {
      const got = admin.filter((f) => f.event === 'alarm');
      return got.length ? got : null;
    });
    expect(frame.data).toMatchObject({ deviceKey: dev.east.key, ruleName: 'log-hot', status: 0, count: 1 });
    await report(dev.south.key, 70);
    await waitFor(() => south.some((f) => f.event === 'alarm'));
    expect(south.filter((f) => f.event === 'alarm').map((f) => f.data!.deviceKey)).toEqual([dev.south.key]);
    // A later match of an open alarm counts without a new frame.
    await report(dev.south.key, 71);
    await new Promise((r) => setTimeout(r, 100));
    expect(south.filter((f) => f.event === 'alarm')).toHaveLength(1);
  });

  it('lists with filters and reads the detail in SagooIoT’s shape', async () => {
    const all = await api('GET', 'log/list', { status: '', pageSize: 10 });
    expect(all.body.data).toMatchObject({ Total: 2, currentPage: 1 });
    expect((await api('GET', 'log/list', { deviceKey: dev.east.key })).body.data.Total).toBe(1);
    expect((await api('GET', 'log/list', { level: 3, productKey: pk, status: 0 })).body.data.Total).toBe(2);
    expect((await api('GET', 'log/list', { level: 1 })).body.data.Total).toBe(0);
    expect((await api('GET', 'log/list', { dateRange: ['2000-01-01', '2000-01-02'] })).body.data.Total).toBe(0);
    const id = all.body.data.list.find((r: { deviceKey: string }) => r.deviceKey === dev.south.key).id;
    const detail = (await api('GET', 'log/detail', { id })).body.data.data;
    expect(detail).toMatchObject({
      type: 1,
      status: 0,
      count: 2,
      alarmLevel: { level: 3, name: '严重' },
      product: { key: pk },
      devcie: { key: dev.south.key, id: dev.south.id },
    });
    expect(JSON.parse(detail.data)).toMatchObject({ temperature: { Value: 71 } });
    expect(detail.createdAt).toMatch(WIRE_TIME);
    expect((await api('GET', 'log/detail', {})).body).toMatchObject({
      code: 51,
      message: 'The alarm log id is required',
    });
  });

  it('keeps a restricted user to the alarms of devices in scope, by list and by id', async () => {
    expect(keysOf((await api('GET', 'log/list', {}, tokens.south)).body)).toEqual([dev.south.key]);
    const [east] = await alarmsOf(s.t, dev.east.id);
    expect((await api('GET', 'log/detail', { id: east.id }, tokens.south)).body.message).toBe(
      'The alarm log does not exist',
    );
    expect((await api('POST', 'log/handle', { id: east.id }, tokens.south)).body.message).toBe(
      'The alarm log does not exist',
    );
    expect((await api('GET', 'log/list', {}, s.demo)).body.data.Total).toBe(0);
  });

  it('handles an alarm (who, when, content); the next match opens a new one', async () => {
    const [open] = await alarmsOf(s.t, dev.south.id);
    const bad = await api('POST', 'log/handle', { id: open.id, status: 3 }, tokens.south);
    expect(bad.body).toMatchObject({ code: 51, message: 'Unknown handling status: choose handled or ignored' });
    expect((await api('POST', 'log/handle', { id: open.id, content: 'fan fixed' }, tokens.south)).body.code).toBe(0);
    const detail = (await api('GET', 'log/detail', { id: open.id })).body.data.data;
    expect(detail).toMatchObject({ status: 1, content: 'fan fixed', handledBy: 'alarm-south' });
    expect(detail.handledAt).toMatch(WIRE_TIME);
    expect((await api('POST', 'log/handle', { id: open.id })).body.message).toBe('The alarm has already been handled');
    await report(dev.south.key, 80);
    expect((await alarmsOf(s.t, dev.south.id)).map((a) => [a.status, a.count])).toEqual([
      [1, 2],
      [0, 1],
    ]);
  });

  it('closes several alarms at once (ignored) and needs the handle right', async () => {
    const open = (await api('GET', 'log/list', { status: 0 })).body.data.list.map((r: { id: number }) => r.id);
    expect(open).toHaveLength(2);
    expect((await api('POST', 'log/clear', { ids: open, status: 2 }, s.demo)).body.code).not.toBe(0);
    const res = await api('POST', 'log/clear', { ids: open, status: 2, content: 'noise' });
    expect(res.body.data.closed.sort()).toEqual([...open].sort());
    expect((await api('GET', 'log/list', { status: 2 })).body.data.Total).toBe(2);
  });
});
