import { describe, expect, it } from 'vitest';
import { signedInApp } from '../helpers.ts';

// `{"ids":true}` once deleted the home menu (id 1): ids are integers or integer strings, nothing else.
describe('id fields', () => {
  const s = signedInApp();

  const del = (path: string, payload: unknown) =>
    s.t.call({
      method: 'DELETE',
      url: `/api/v1/system/${path}`,
      payload: payload as object,
      token: s.admin,
      lang: 'en',
    });
  const menuCount = async () =>
    (await s.t.call({ method: 'GET', url: '/api/v1/system/menu/getParams', token: s.admin })).body.data.menus
      .length as number;

  it('refuses booleans and other non-integers as ids (51) on every delete, and deletes nothing', async () => {
    const before = await menuCount();
    const endpoints: [string, string][] = [
      ['menu/delete', 'ids'],
      ['dict/data/delete', 'ids'],
      ['dict/type/delete', 'dictIds'],
      ['sysNotice/delete', 'ids'],
    ];
    for (const [path, field] of endpoints) {
      for (const bad of [true, false, [true], ['1', true], { a: 1 }, '1,true', '1.0x']) {
        const res = await del(path, { [field]: bad });
        expect(res.status, `${path} ${JSON.stringify(bad)}`).toBe(200);
        expect(res.body.code, `${path} ${JSON.stringify(bad)}`).toBe(51);
        expect(res.body.message).toMatch(new RegExp(`^${field}`));
      }
    }
    expect(await menuCount()).toBe(before);
  });

  it('still takes integers and integer strings', async () => {
    const res = await del('sysNotice/delete', { ids: ['999999', 999998] });
    expect(res.body.code).toBe(0);
    expect((await del('dict/data/delete', { ids: '999999,999998' })).body.code).toBe(0);
  });

  it('refuses a boolean single id (menu/get, 51)', async () => {
    const res = await s.t.call({
      method: 'GET',
      url: '/api/v1/system/menu/get',
      query: { id: 'true' },
      token: s.admin,
    });
    expect(res.body.code).toBe(51);
  });

  it('keeps booleans for 0/1 flags', async () => {
    const res = await s.t.call({
      method: 'POST',
      url: '/api/v1/system/menu/add',
      token: s.admin,
      payload: { menuType: 0, pid: 0, name: 'flag/bool', menuName: 'Flag', isHide: true },
    });
    expect(res.body.code).toBe(0);
  });
});
