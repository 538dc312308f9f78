import { PERMISSIONS } from '@iot/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInApp, type Method } from '../../../../test/helpers.ts';
import { addRole, addUser, deptIdOf, STRONG } from '../../../../test/org-fixture.ts';
import { DEMO_PRODUCT_KEY } from './seed.ts';
import { API, categoryIdOf, multipart, productForm } from './test-fixture.ts';

const { product } = PERMISSIONS;

// A product manager of 华东分公司 (east). The demo product belongs to 研发组 (under 华南分公司): the
// manager never sees or changes it, by list or by key; the demo account never sees east's products.
describe('data scope of products', () => {
  const s = signedInApp();
  let east = '';
  const api = (method: Method, path: string, data: Record<string, unknown> = {}, token = east) =>
    s.t.api(method, `${API}/${path}`, data, token);
  const keys = async (path: string, token: string) =>
    ((await api('GET', path, { pageSize: 100 }, token)).body.data.product as { key: string }[]).map((p) => p.key);

  beforeAll(async () => {
    const role = await addRole(s.t, s.admin, 'Product manager', [
      ...[product.categoryList, product.list, product.detail, product.add, product.edit],
      ...[product.delete, product.deploy, product.tsl],
    ]);
    await addUser(s.t, s.admin, 'east-pm', { deptId: await deptIdOf(s.t, '华东分公司'), roleIds: [role] });
    east = await s.t.login('east-pm', STRONG);
    const form = productForm('east_meter', await categoryIdOf(s.t, '网关'));
    expect((await api('POST', 'add', form)).body.code).toBe(0);
  });

  it('lists show the products of the caller’s departments only; the super admin sees all', async () => {
    expect(await keys('page_list', east)).toEqual(['east_meter']);
    expect(await keys('list', east)).toEqual([]);
    expect(await keys('page_list', s.demo)).toEqual([DEMO_PRODUCT_KEY]);
    expect(await keys('list', s.demo)).toEqual([DEMO_PRODUCT_KEY]);
    expect(await keys('page_list', s.admin)).toEqual(['east_meter', DEMO_PRODUCT_KEY]);
  });

  it('never reads or changes a product outside the scope through its key', async () => {
    const notFound = { code: 50, message: 'Product not found', data: null };
    const k = DEMO_PRODUCT_KEY;
    const calls: [Method, string, Record<string, unknown>][] = [
      ['GET', 'detail', { productKey: k }],
      ['GET', 'connect_intro', { productKey: k }],
      ['PUT', 'edit', productForm(k, await categoryIdOf(s.t, '网关'))],
      ['PUT', 'extend/update', { key: k, authType: 0 }],
      ['PUT', 'script/update', { key: k, scriptInfo: 'x' }],
      ['DELETE', 'del', { keys: [k] }],
      ['POST', 'undeploy', { productKey: k }],
      ['POST', 'deploy', { productKey: k }],
      ['GET', 'tsl/property/list', { productKey: k }],
      ['GET', 'tsl/function/all', { productKey: k }],
      ['GET', 'tsl/export', { productKey: k }],
      ['POST', 'tsl/event/add', { productKey: k, key: 'spy', name: 'spy' }],
      ['PUT', 'tsl/function/edit', { productKey: k, key: 'reboot', name: 'x' }],
      ['DELETE', 'tsl/function/del', { productKey: k, key: 'reboot' }],
    ];
    for (const [method, path, data] of calls) expect((await api(method, path, data)).body, path).toEqual(notFound);
    const imported = await s.t.call({
      method: 'POST',
      url: `${API}/tsl/import`,
      token: east,
      lang: 'en',
      ...multipart({ productKey: k, file: { filename: 't.json', type: 'application/json', data: Buffer.from('{}') } }),
    });
    expect(imported.body).toEqual(notFound);
    // The demo product is untouched.
    const detail = (await api('GET', 'detail', { productKey: k }, s.admin)).body.data.data;
    expect(detail).toMatchObject({ status: 1, scriptInfo: '' });
    expect(detail.tsl.functions).toHaveLength(1);
    // And the demo account cannot reach east's product either.
    expect((await api('GET', 'detail', { productKey: 'east_meter' }, s.demo)).body).toEqual(notFound);
  });

  it('a manager works on the products of their scope, and sees their credentials', async () => {
    expect(
      (
        await api('POST', 'tsl/property/add', {
          productKey: 'east_meter',
          key: 'v',
          name: 'V',
          valueType: { type: 'int' },
        })
      ).body.code,
    ).toBe(0);
    expect((await api('POST', 'deploy', { productKey: 'east_meter' })).body.code).toBe(0);
    const row = (await api('GET', 'detail', { productKey: 'east_meter' })).body.data.data;
    expect(row).toMatchObject({
      status: 1,
      accessToken: 'token-east_meter',
      deptId: await deptIdOf(s.t, '华东分公司'),
    });
  });
});
