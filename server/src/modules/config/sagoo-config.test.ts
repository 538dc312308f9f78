import { describe, expect, it } from 'vitest';
import { signedInApp } from '../../../test/helpers.ts';
import { configQuery, DEVICE_FORM_CONFIG_KEYS, LOGIN_CONFIG_KEYS } from '../../../test/sagoo-console.ts';

// SagooIoT's console reads parameters by key after login and in the device form.
describe("SagooIoT's parameter reads", () => {
  const s = signedInApp();
  const read = (key: string, token = s.demo) =>
    s.t.api('GET', '/api/v1/common/config/getInfoByKey', configQuery(key), token);

  it('answers {data: null} for the keys it asks that we do not keep', async () => {
    for (const key of [...LOGIN_CONFIG_KEYS, ...DEVICE_FORM_CONFIG_KEYS]) {
      const res = await read(key);
      expect(res.body, key).toMatchObject({ code: 0, data: { data: null } });
    }
  });

  it('answers a parameter we keep in its shape, to those who may read parameters', async () => {
    const res = await read('sys.uploadFile.fileSize', s.admin);
    expect(res.body.data.data).toMatchObject({
      configKey: 'sys.uploadFile.fileSize',
      configValue: '50M',
      configName: expect.any(String),
      createdBy: expect.any(Number),
    });
    // Its server's spelling of the parameter works too.
    expect(
      (await s.t.api('GET', '/api/v1/common/config/getInfoByKey', { configKey: 'sys.uploadFile.fileSize' }, s.admin))
        .body.data.data.configValue,
    ).toBe('50M');
    // Others than the keys its console reads need the parameter page's rule.
    expect((await read('sys.uploadFile.fileSize', s.demo)).body.code).not.toBe(0);
    expect((await s.t.api('GET', '/api/v1/common/config/getInfoByKey', {}, s.admin)).body.code).toBe(51);
  });
});
