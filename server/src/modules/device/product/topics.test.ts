import { PERMISSIONS } from '@iot/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInApp, type Method } from '../../../../test/helpers.ts';
import { addRole, addUser, deptIdOf, STRONG } from '../../../../test/org-fixture.ts';
import { DEMO_PRODUCT_KEY } from './seed.ts';
import { addProducts, API } from './test-fixture.ts';

const { product } = PERMISSIONS;

describe('custom topics of a product', () => {
  const s = signedInApp();
  const api = (method: Method, path: string, data: Record<string, unknown> = {}, token = s.admin) =>
    s.t.api(method, `${API}/topic/${path}`, data, token);
  const list = async (productKey: string, token = s.admin) => {
    const res = await api('GET', 'list', { productKey }, token);
    expect(res.body.code).toBe(0);
    return res.body.data.list as { id: number; name: string; topic: string; access: string; remark: string }[];
  };
  const form = (productKey: string, rest: string, extra: Record<string, unknown> = {}) => ({
    productKey,
    name: `Topic ${rest}`,
    topic: `/${productKey}/{deviceKey}/user/${rest}`,
    access: 'pub',
    remark: '',
    ...extra,
  });

  beforeAll(() => addProducts(s, ['topic_meter', 'topic_other']));

  it('adds, lists, edits and deletes topics; the product detail permission reads them', async () => {
    expect(await list('topic_meter')).toEqual([]);
    expect((await api('POST', 'add', form('topic_meter', 'report', { remark: ' readings ' }))).body.code).toBe(0);
    expect((await api('POST', 'add', form('topic_meter', 'cmd/+', { access: 'sub' }))).body.code).toBe(0);
    const [report, cmd] = await list('topic_meter');
    expect(report).toMatchObject({
      name: 'Topic report',
      topic: '/topic_meter/{deviceKey}/user/report',
      access: 'pub',
      remark: 'readings',
      productKey: 'topic_meter',
    });
    expect(cmd).toMatchObject({ topic: '/topic_meter/{deviceKey}/user/cmd/+', access: 'sub' });

    const edited = form('topic_meter', 'report/v2', { id: report.id, access: 'both', name: 'Readings' });
    expect((await api('PUT', 'edit', edited)).body.code).toBe(0);
    expect((await list('topic_meter'))[0]).toMatchObject({
      topic: '/topic_meter/{deviceKey}/user/report/v2',
      access: 'both',
    });

    // The same topic twice in one product is refused; another product's id is not found through this one.
    expect((await api('POST', 'add', form('topic_meter', 'report/v2'))).body).toMatchObject({
      code: 50,
      message: 'The product already has this topic',
    });
    const other = form('topic_other', 'report', { id: report.id });
    expect((await api('PUT', 'edit', other)).body.message).toBe('Custom topic not found');
    expect((await api('DELETE', 'del', { productKey: 'topic_other', id: report.id })).body.message).toBe(
      'Custom topic not found',
    );

    expect((await api('DELETE', 'del', { productKey: 'topic_meter', id: cmd.id })).body.code).toBe(0);
    expect((await list('topic_meter')).map((t) => t.id)).toEqual([report.id]);

    // Deleting the product takes its topics along.
    expect((await api('POST', 'add', form('topic_other', 'gone'))).body.code).toBe(0);
    expect((await s.t.api('DELETE', `${API}/del`, { keys: ['topic_other'] }, s.admin)).body.code).toBe(0);
    expect((await api('GET', 'list', { productKey: 'topic_other' })).body.message).toBe('Product not found');
  });

  it('refuses topics outside the product prefix, unsafe levels and wildcards where devices publish', async () => {
    const refused = async (body: Record<string, unknown>, message: RegExp) => {
      const res = await api('POST', 'add', body);
      expect(res.body.code, JSON.stringify(body)).toBe(51);
      expect(res.body.message).toMatch(message);
    };
    const prefix = /must start with \/<product key>\/\{deviceKey\}\/user\//;
    await refused(form('topic_meter', 'x', { topic: '/other/{deviceKey}/user/x' }), prefix);
    await refused(form('topic_meter', 'x', { topic: '/topic_meter/dev1/user/x' }), prefix);
    await refused(form('topic_meter', 'x', { topic: '/sys/topic_meter/{deviceKey}/thing/x' }), prefix);
    await refused(form('topic_meter', 'x', { topic: `/topic_meter/{deviceKey}/user/${'a'.repeat(200)}` }), /topic/);
    const level = /Each level of topic/;
    await refused(form('topic_meter', ''), level);
    await refused(form('topic_meter', 'a//b'), level);
    await refused(form('topic_meter', 'a/b/'), level);
    await refused(form('topic_meter', 'has space'), level);
    await refused(form('topic_meter', 'a/{deviceKey}'), level);
    await refused(form('topic_meter', '1/2/3/4/5/6/7/8/9'), level);
    const wildcard = /wildcards \+ and # are allowed only in subscribe-only topics/;
    await refused(form('topic_meter', 'a/+'), wildcard);
    await refused(form('topic_meter', 'a/#', { access: 'both' }), wildcard);
    await refused(form('topic_meter', '#/a', { access: 'sub' }), wildcard);
    await refused(form('topic_meter', 'a+b', { access: 'sub' }), wildcard);
    expect((await api('POST', 'add', form('topic_meter', 'x', { access: 'all' }))).body.code).toBe(51);
    expect((await api('POST', 'add', form('topic_meter', 'x', { name: '' }))).body.code).toBe(51);
    // Allowed: wildcards as whole levels of a subscribe-only topic.
    expect((await api('POST', 'add', form('topic_meter', '+/down/#', { access: 'sub' }))).body.code).toBe(0);
    expect((await api('POST', 'add', form('nope', 'x'))).body.message).toBe('Product not found');
  });

  it('needs the custom-topic button to write and keeps to the caller’s product scope', async () => {
    // The demo account reads the product detail, but holds no product buttons.
    expect(await list(DEMO_PRODUCT_KEY, s.demo)).toEqual([]);
    expect((await api('POST', 'add', form(DEMO_PRODUCT_KEY, 'x'), s.demo)).body.code).toBe(-1);
    expect((await api('PUT', 'edit', form(DEMO_PRODUCT_KEY, 'x', { id: 1 }), s.demo)).body.code).toBe(-1);
    expect((await api('DELETE', 'del', { productKey: DEMO_PRODUCT_KEY, id: 1 }, s.demo)).body.code).toBe(-1);

    // A topic editor of another branch does not see the demo product's topics.
    const role = await addRole(s.t, s.admin, 'Topic editor', [product.list, product.detail, product.topic]);
    await addUser(s.t, s.admin, 'east-topics', { deptId: await deptIdOf(s.t, '华东分公司'), roleIds: [role] });
    const east = await s.t.login('east-topics', STRONG);
    const notFound = { code: 50, message: 'Product not found', data: null };
    expect((await api('GET', 'list', { productKey: DEMO_PRODUCT_KEY }, east)).body).toEqual(notFound);
    expect((await api('POST', 'add', form(DEMO_PRODUCT_KEY, 'spy'), east)).body).toEqual(notFound);
    expect((await api('POST', 'add', form(DEMO_PRODUCT_KEY, 'mine'))).body.code).toBe(0);
    const [mine] = await list(DEMO_PRODUCT_KEY);
    expect((await api('DELETE', 'del', { productKey: DEMO_PRODUCT_KEY, id: mine.id }, east)).body).toEqual(notFound);
  });
});
