import { PERMISSIONS } from '@iot/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInApp } from '../../../test/helpers.ts';
import { addRole, addUser, deptIdOf, STRONG } from '../../../test/org-fixture.ts';
import { commandDevice, commandsOf } from './test-fixture.ts';

// What is refused before anything is sent: values the object model does not allow, callers without
// the right, devices outside the caller's data scope. No broker: a command that passes every check
// meets "The device is offline".
describe('device command checks', () => {
  const s = signedInApp();
  let key = '';
  let deviceId = 0;
  const set = (params: unknown, token = s.admin, deviceKey = key) =>
    s.t.api('POST', '/api/v1/product/property/set', { deviceKey, params } as Record<string, unknown>, token);
  const invoke = (funcKey: string, params: Record<string, unknown> = {}, token = s.admin, deviceKey = key) =>
    s.t.api('POST', '/api/v1/product/function/do', { deviceKey, funcKey, params }, token);
  const offline = { code: 50, message: 'The device is offline' };

  beforeAll(async () => {
    const { device } = await commandDevice(s.t.database.db);
    key = device.key;
    deviceId = device.id;
  });

  it('takes writable properties with values their type allows', async () => {
    expect((await set({ target: '30', power: 'true', mode: '1', label: 'abc' })).body).toMatchObject(offline);
    expect((await set({ config: { speed: 2 } })).body).toMatchObject(offline);
  });

  it('refuses undeclared, read-only and no properties (code 51, naming the key)', async () => {
    // SagooIoT drops an undeclared key silently; we say which.
    expect((await set({ power: true, tmperature: 1 })).body).toMatchObject({
      code: 51,
      message: 'The object model has no property tmperature',
    });
    expect((await set({ temperature: 20 })).body).toMatchObject({
      code: 51,
      message: 'The property temperature is read-only',
    });
    expect((await set({})).body).toMatchObject({ code: 51, message: 'Name at least one property to set' });
    expect((await set([1])).body).toMatchObject({ code: 51, message: 'params must be an object' });
  });

  it('refuses values of the wrong type or out of range', async () => {
    const bad = async (params: Record<string, unknown>) => (await set(params)).body;
    expect(await bad({ target: 'warm' })).toMatchObject({
      code: 51,
      message: 'The value of target is not valid: "warm" is not an integer',
    });
    expect((await bad({ target: 31 })).message).toBe('The value of target is not valid: 31 is above the maximum 30');
    expect((await bad({ power: 'yes' })).message).toContain('The value of power is not valid');
    expect((await bad({ mode: '3' })).message).toBe('The value of mode is not valid: "3" is not one of 1, 2');
    expect((await bad({ label: 'far too long' })).message).toContain('at most 8 allowed');
    expect((await bad({ config: { speed: 1, other: 2 } })).message).toContain('other: unknown member');
    expect((await bad({ label: null })).message).toBe('The value of label is not valid: no value');
  });

  it("checks a service's inputs: all given, none undeclared, each valid", async () => {
    expect((await invoke('reboot', { delay: 1, reason: 'r' })).body).toMatchObject(offline);
    expect((await invoke('ping')).body).toMatchObject(offline);
    expect((await invoke('selfDestruct')).body).toMatchObject({
      code: 51,
      message: 'The object model has no function selfDestruct',
    });
    expect((await invoke('reboot', { delay: 1 })).body).toMatchObject({
      code: 51,
      message: 'The input reason is missing',
    });
    expect((await invoke('reboot', { delay: 1, reason: 'r', force: true })).body).toMatchObject({
      code: 51,
      message: 'The function reboot has no input force',
    });
    expect((await invoke('reboot', { delay: -1, reason: 'r' })).body.message).toBe(
      'The value of delay is not valid: -1 is below the minimum 0',
    );
    expect(await commandsOf(s.t.database.db, deviceId)).toEqual([]);
  });

  it("answers SagooIoT's texts for missing keys and unknown devices", async () => {
    const zh = (url: string, payload: Record<string, unknown>) =>
      s.t.call({ method: 'POST', url: `/api/v1/product/${url}`, payload, token: s.admin, lang: 'zh-CN' });
    expect((await zh('property/set', { params: { power: true } })).body).toMatchObject({
      code: 51,
      message: '设备标识不能为空',
    });
    expect((await zh('function/do', { deviceKey: key })).body).toMatchObject({ code: 51, message: '功能标识不能为空' });
    expect((await zh('property/set', { deviceKey: key, params: { power: true } })).body.message).toBe('设备不在线');
    expect((await set({ power: true }, s.admin, 'ghost')).body).toMatchObject({
      code: 50,
      message: 'Device not found',
    });
  });

  describe('rights and data scope', () => {
    const tokens: Record<string, string> = {};
    let eastKey = '';
    let southKey = '';

    beforeAll(async () => {
      const { t } = s;
      const [south, east] = [await deptIdOf(t, '华南分公司'), await deptIdOf(t, '华东分公司')];
      southKey = (await commandDevice(t.database.db, { deptId: south })).device.key;
      eastKey = (await commandDevice(t.database.db, { deptId: east })).device.key;
      const { device } = PERMISSIONS;
      const operator = await addRole(t, s.admin, 'Command operator', [device.list, device.detail, device.edit]);
      const viewer = await addRole(t, s.admin, 'Command viewer', [device.list, device.detail]);
      await addUser(t, s.admin, 'cmd-south', { deptId: south, roleIds: [operator] });
      await addUser(t, s.admin, 'cmd-viewer', { deptId: south, roleIds: [viewer] });
      [tokens.south, tokens.viewer] = await Promise.all([t.login('cmd-south', STRONG), t.login('cmd-viewer', STRONG)]);
    });

    it('needs the device edit right to send, the detail right to read the history', async () => {
      expect((await set({ power: true }, tokens.viewer, southKey)).body).toMatchObject({ code: -1 });
      expect((await invoke('ping', {}, tokens.viewer, southKey)).body).toMatchObject({ code: -1 });
      const list = await s.t.api('GET', '/api/v1/product/device/command/list', { deviceKey: southKey }, tokens.viewer);
      expect(list.body).toMatchObject({ code: 0, data: { list: [], currentPage: 1, Total: 0 } });
    });

    it('answers "Device not found" outside the data scope', async () => {
      const notFound = { code: 50, message: 'Device not found' };
      expect((await set({ power: true }, tokens.south, southKey)).body).toMatchObject(offline);
      expect((await set({ power: true }, tokens.south, eastKey)).body).toMatchObject(notFound);
      expect((await invoke('ping', {}, tokens.south, eastKey)).body).toMatchObject(notFound);
      const list = await s.t.api('GET', '/api/v1/product/device/command/list', { deviceKey: eastKey }, tokens.south);
      expect(list.body).toMatchObject(notFound);
    });
  });
});
