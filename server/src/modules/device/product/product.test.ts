import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInApp, WIRE_TIME, type Method } from '../../../../test/helpers.ts';
import { devices } from '../schema.ts';
import { products } from './schema.ts';
import type { FastifyRequest } from 'fastify';
import { loadConfig } from '../../../config.ts';
import { mqttLinks } from './connect.ts';
import { DEMO_PRODUCT_KEY } from './seed.ts';
import { loadProductByKey, toProduct, tslOf } from './service.ts';
import { addDevice, API, categoryIdOf, productForm } from './test-fixture.ts';

describe('products', () => {
  const s = signedInApp();
  let climate = 0;
  let gateway = 0;
  const api = (method: Method, path: string, data: Record<string, unknown> = {}, token = s.admin) =>
    s.t.api(method, `${API}/${path}`, data, token);
  const property = { key: 'temp', name: 'Temp', accessMode: 1, valueType: { type: 'float', decimals: 1 } };

  beforeAll(async () => {
    climate = await categoryIdOf(s.t, '温湿度');
    gateway = await categoryIdOf(s.t, '网关');
  });

  it('seeds the published demo product with its object model', async () => {
    const res = await api('GET', 'detail', { productKey: DEMO_PRODUCT_KEY });
    expect(res.body.code).toBe(0);
    const p = res.body.data.data;
    expect(p).toMatchObject({
      key: DEMO_PRODUCT_KEY,
      name: '温湿度传感器',
      status: 1,
      authType: 2,
      deviceType: '设备',
    });
    expect(p.category).toEqual({ id: climate, name: '温湿度' });
    expect(p.tsl.properties.map((x: { key: string }) => x.key)).toEqual([
      'temperature',
      'humidity',
      'battery',
      'report_interval',
      'mode',
    ]);
    expect(p.tsl.events[0]).toMatchObject({ key: 'overheat', level: 1 });
    expect(p.tsl.functions[0].inputs[0].key).toBe('delay');
    expect(JSON.parse(p.metadata)).toEqual(p.tsl);
  });

  it('adds a product: unique key, key format, category, device keys, credentials by auth type', async () => {
    expect((await api('POST', 'add', productForm('meter01', climate, { scriptInfo: ' keep me ' }))).body.code).toBe(0);
    expect((await api('POST', 'add', productForm('meter01', climate))).body).toMatchObject({
      code: 50,
      message: 'The product key is already used',
    });
    const spaced = await api('POST', 'add', productForm('has space', climate));
    expect(spaced.body.code).toBe(51);
    expect(spaced.body.message).toContain('no spaces');
    expect((await api('POST', 'add', productForm('bad/key', climate))).body.code).toBe(51);
    expect((await api('POST', 'add', productForm('x'.repeat(65), climate))).body.code).toBe(51);
    expect((await api('POST', 'add', productForm('nocat', 99999))).body.message).toBe('Category not found');
    expect((await api('POST', 'add', productForm('nocat', 0))).body.code).toBe(51);
    expect((await api('POST', 'add', productForm('badtype', climate, { deviceType: 'robot' }))).body.code).toBe(51);
    const noToken = await api('POST', 'add', productForm('notoken', climate, { accessToken: '' }));
    expect(noToken.body).toMatchObject({
      code: 51,
      message: 'accessToken is required by the chosen authentication type',
    });
    const basic = productForm('basic01', climate, { authType: '1', authUser: 'u' });
    expect((await api('POST', 'add', basic)).body.code).toBe(51);
    expect((await api('POST', 'add', { ...basic, authPasswd: 'p' })).body.code).toBe(0);
    await addDevice(s.t, 'meter01', 'dev_clash');
    expect((await api('POST', 'add', productForm('dev_clash', climate))).body.message).toBe(
      'The product key is already used by the device dev_clash',
    );
    const row = (await loadProductByKey(s.t.database.db, 'meter01'))!;
    expect(row).toMatchObject({ status: 0, scriptInfo: ' keep me ' });
    expect(tslOf(row)).toEqual({
      key: 'meter01',
      name: 'Product meter01',
      properties: null,
      functions: null,
      events: null,
      tags: null,
    });
    expect(await loadProductByKey(s.t.database.db, 'nope')).toBeNull();
    const wire = toProduct(row);
    expect(wire.createdAt).toMatch(WIRE_TIME);
    expect(wire).toMatchObject({ protocolId: 0, policy: '', metadataTable: 0, deletedAt: null });
  });

  it('edits by key: fields change, script stays when not sent, the model follows the name', async () => {
    const form = productForm('meter01', gateway, { name: 'Meter', desc: 'changed', deviceType: '网关' });
    expect((await api('PUT', 'edit', form)).body.code).toBe(0);
    const row = (await loadProductByKey(s.t.database.db, 'meter01'))!;
    expect(row).toMatchObject({
      name: 'Meter',
      desc: 'changed',
      deviceType: '网关',
      categoryId: gateway,
      scriptInfo: ' keep me ',
    });
    expect(row.metadata.name).toBe('Meter');
    expect((await api('PUT', 'edit', productForm('missing', climate))).body.message).toBe('Product not found');
    expect(
      (await api('PUT', 'script/update', { key: 'meter01', scriptInfo: 'function parse(d){return d}' })).body.code,
    ).toBe(0);
    expect((await loadProductByKey(s.t.database.db, 'meter01'))!.scriptInfo).toBe('function parse(d){return d}');
    expect((await api('PUT', 'script/update', { key: 'missing', scriptInfo: '' })).body.message).toBe(
      'Product not found',
    );
    const ext = { key: 'meter01', authType: 1, authUser: 'dev', authPasswd: 'secret' };
    expect((await api('PUT', 'extend/update', ext)).body.code).toBe(0);
    expect((await loadProductByKey(s.t.database.db, 'meter01'))!).toMatchObject({ authType: 1, authUser: 'dev' });
  });

  it('page_list: `product`, `Total`, `currentPage`, deviceTotal, metadata "", SagooIoT filters', async () => {
    const res = await api('GET', 'page_list', { pageNum: 1, pageSize: 10, deviceType: '', status: '' });
    expect(res.body.code).toBe(0);
    const { product, Total, currentPage } = res.body.data;
    expect(currentPage).toBe(1);
    expect(Total).toBe(product.length);
    // Newest first.
    expect(product.map((p: { key: string }) => p.key)).toEqual(['basic01', 'meter01', DEMO_PRODUCT_KEY]);
    const meter = product.find((p: { key: string }) => p.key === 'meter01');
    expect(meter).toMatchObject({
      metadata: '',
      deviceTotal: 1,
      categoryName: '网关',
      category: { id: gateway, name: '网关' },
    });
    const keys = async (q: Record<string, unknown>) =>
      (await api('GET', 'page_list', q)).body.data.product.map((p: { key: string }) => p.key);
    expect(await keys({ name: 'meter' })).toEqual(['meter01']);
    expect(await keys({ deviceType: '网关' })).toEqual(['meter01']);
    expect(await keys({ 'deviceType[]': ['设备', '网关'] })).toHaveLength(3);
    expect(await keys({ messageProtocol: 'other' })).toEqual([]);
    expect(await keys({ status: 1 })).toEqual([DEMO_PRODUCT_KEY]);
    // A category covers its sub-categories' products.
    expect(await keys({ categoryId: await categoryIdOf(s.t, '传感器') })).toEqual(['basic01', DEMO_PRODUCT_KEY]);
    expect(await keys({ dateRange: ['2000-01-01', '2000-01-02'] })).toEqual([]);
    const paged = (await api('GET', 'page_list', { pageNum: 2, PageSize: 2 })).body.data;
    expect(paged).toMatchObject({ Total: 3, currentPage: 2 });
    expect(paged.product).toHaveLength(1);
  });

  it('list (published only) and sub_list (sub-device products) answer `product`', async () => {
    const list = (await api('GET', 'list')).body.data.product;
    expect(list.map((p: { key: string }) => p.key)).toEqual([DEMO_PRODUCT_KEY]);
    expect(list[0]).toMatchObject({ metadata: '', deviceTotal: 0 });
    expect((await api('GET', 'sub_list')).body.data.product).toEqual([]);
    await api('POST', 'add', productForm('sub01', climate, { deviceType: '子设备' }));
    expect((await api('GET', 'sub_list')).body.data.product.map((p: { key: string }) => p.key)).toEqual(['sub01']);
  });

  it('detail of an unknown product is code 50 "Product not found"', async () => {
    expect((await api('GET', 'detail', { productKey: 'nope' })).body).toEqual({
      code: 50,
      message: 'Product not found',
      data: null,
    });
    expect((await api('GET', 'detail', {})).body.code).toBe(51);
  });

  it('deploy needs a property; undeploy is refused while a device is enabled', async () => {
    expect((await api('POST', 'deploy', { productKey: 'meter01' })).body.message).toBe(
      'Add at least one object-model property first',
    );
    await s.t.api('POST', `${API}/tsl/property/add`, { productKey: 'meter01', ...property }, s.admin);
    expect((await api('POST', 'deploy', { productKey: 'meter01' })).body.code).toBe(0);
    expect((await api('POST', 'deploy', { productKey: 'meter01' })).body.code).toBe(0);
    expect((await loadProductByKey(s.t.database.db, 'meter01'))!.status).toBe(1);
    await addDevice(s.t, 'meter01', 'meter01_on', 1);
    expect((await api('POST', 'undeploy', { productKey: 'meter01' })).body.message).toBe(
      'The product has enabled devices; disable them first',
    );
    await s.t.database.db.update(devices).set({ status: 0 }).where(eq(devices.key, 'meter01_on'));
    expect((await api('POST', 'undeploy', { productKey: 'meter01' })).body.code).toBe(0);
    expect((await loadProductByKey(s.t.database.db, 'meter01'))!.status).toBe(0);
    expect((await api('POST', 'deploy', { productKey: 'meter01' })).body.code).toBe(0);
    expect((await api('POST', 'deploy', { productKey: 'nope' })).body.message).toBe('Product not found');
  });

  it('delete refuses published products and products with devices, all or nothing', async () => {
    expect((await api('DELETE', 'del', { keys: ['meter01'] })).body.message).toBe(
      'Product (meter01) is published and cannot be deleted',
    );
    await s.t.database.db.update(products).set({ status: 0 }).where(eq(products.key, 'meter01'));
    expect((await api('DELETE', 'del', { keys: ['basic01', 'meter01'] })).body.message).toBe(
      'Product (Meter) still has devices and cannot be deleted',
    );
    expect(await loadProductByKey(s.t.database.db, 'basic01')).not.toBeNull();
    expect((await api('DELETE', 'del', { keys: ['basic01', 'nope'] })).body.message).toBe('Product not found');
    expect((await api('DELETE', 'del', { keys: [] })).body.code).toBe(51);
    expect((await api('DELETE', 'del', { keys: 'basic01' })).body.code).toBe(0);
    expect(await loadProductByKey(s.t.database.db, 'basic01')).toBeNull();
  });

  it('tells the brokers after every write', async () => {
    const seen: unknown[] = [];
    const listener = (m: unknown) => seen.push(m);
    s.t.app.ctx.bus.on('message', listener);
    await api('PUT', 'script/update', { key: 'meter01', scriptInfo: '' });
    s.t.app.ctx.bus.off('message', listener);
    expect(seen).toContainEqual({ type: 'devicesChanged', productKeys: ['meter01'] });
  });

  it('connect_intro: the broker links and the product credentials, shown to editors only', async () => {
    const res = await s.t.call({
      method: 'GET',
      url: `${API}/connect_intro?productKey=${DEMO_PRODUCT_KEY}`,
      headers: { host: 'iot.example.com:8808' },
      token: s.admin,
    });
    expect(res.body.data.data).toMatchObject({
      name: '默认服务',
      protocol: 'SagooMqtt',
      authType: 2,
      accessToken: 'demo-th-token',
      certificateName: '',
    });
    // The test app runs without a broker: no links.
    expect(res.body.data.data.link).toBe('');
    const demo = await api('GET', 'connect_intro', { productKey: DEMO_PRODUCT_KEY }, s.demo);
    expect(demo.body.data.data).toMatchObject({ authType: 2, accessToken: '', authPasswd: '', authUser: '' });
    // The demo account may read product rows, never their secrets.
    const row = (await api('GET', 'list', {}, s.demo)).body.data.product[0];
    expect(row).toMatchObject({ key: DEMO_PRODUCT_KEY, accessToken: '' });
    expect((await api('GET', 'detail', { productKey: DEMO_PRODUCT_KEY }, s.demo)).body.data.data.accessToken).toBe('');
  });

  it('the common role (no buttons) may not write products', async () => {
    const calls: [Method, string, Record<string, unknown>][] = [
      ['POST', 'add', productForm('demo_new', climate)],
      ['PUT', 'edit', productForm(DEMO_PRODUCT_KEY, climate)],
      ['PUT', 'extend/update', { key: DEMO_PRODUCT_KEY, authType: 0 }],
      ['PUT', 'script/update', { key: DEMO_PRODUCT_KEY, scriptInfo: '' }],
      ['DELETE', 'del', { keys: [DEMO_PRODUCT_KEY] }],
      ['POST', 'deploy', { productKey: DEMO_PRODUCT_KEY }],
      ['POST', 'undeploy', { productKey: DEMO_PRODUCT_KEY }],
    ];
    for (const [method, path, data] of calls) expect((await api(method, path, data, s.demo)).body.code).toBe(-1);
    expect((await api('GET', 'page_list', {}, s.demo)).body.code).toBe(0);
  });

  it("mqttLinks: the embedded broker at the caller's host name, the external broker, or none", () => {
    const req = { hostname: 'iot.example.com', host: 'iot.example.com:8808', protocol: 'https' } as FastifyRequest;
    expect(mqttLinks(req, loadConfig({ MQTT_PORT: '1884' }))).toEqual({
      link: 'mqtt://iot.example.com:1884',
      wsLink: 'wss://iot.example.com:8808/mqtt',
    });
    expect(mqttLinks(req, loadConfig({ MQTT_URL: 'mqtt://broker:1883' }))).toEqual({
      link: 'mqtt://broker:1883',
      wsLink: '',
    });
    expect(mqttLinks(req, loadConfig({ MQTT_PORT: 'off' }))).toEqual({ link: '', wsLink: '' });
  });
});
