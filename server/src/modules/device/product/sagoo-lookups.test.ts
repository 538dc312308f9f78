import { describe, expect, it } from 'vitest';
import { signedInApp } from '../../../../test/helpers.ts';
import { dictQuery, PLUGIN_TYPES_QUERY, productAddBody } from '../../../../test/sagoo-console.ts';
import { categoryIdOf } from './test-fixture.ts';

// SagooIoT's product form (views/iot/device/product/component/editPro.vue): what it loads that this
// server does not keep (honest empty lists), and the product it then submits.
describe("SagooIoT's product form", () => {
  const s = signedInApp();

  it('answers no protocol plugins, as {Data: []} (editPro.vue: `state.messageData = res || []`)', async () => {
    const res = await s.t.api('GET', '/api/v1/system/plugins/getTypesAll', PLUGIN_TYPES_QUERY, s.demo);
    expect(res.body).toMatchObject({ code: 0, data: { Data: [] } });
  });

  it('answers no certificates, as {Info: []} (editPro.vue: `certList.value = res.Info || []`)', async () => {
    const res = await s.t.api('GET', '/api/v1/system/certificate/getAll', {}, s.demo);
    expect(res.body).toMatchObject({ code: 0, data: { Info: [] } });
    expect((await s.t.api('GET', '/api/v1/system/certificate/getAll', {}, '')).body.code).toBe(401);
  });

  it('takes the product its form then submits, with a transport from network_server_type', async () => {
    const transports = await s.t.api('GET', '/api/v1/common/dict/data/list', dictQuery('network_server_type'), s.admin);
    const picked = transports.body.data.list.find((i: { isDefault: number }) => i.isDefault).dictValue;
    expect(picked).toBe('mqtt_server');
    const body = productAddBody('sagoo_meter', '电表', await categoryIdOf(s.t, '温湿度'), 'meter', 'secret-1');
    expect((await s.t.api('POST', '/api/v1/product/add', body, s.admin)).body).toMatchObject({ code: 0 });
    const detail = await s.t.api('GET', '/api/v1/product/detail', { productKey: 'sagoo_meter' }, s.admin);
    expect(detail.body.data.data).toMatchObject({
      name: '电表',
      transportProtocol: picked,
      authType: 1,
      authUser: 'meter',
    });
  });
});
