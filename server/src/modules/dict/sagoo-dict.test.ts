import { describe, expect, it } from 'vitest';
import { signedInApp } from '../../../test/helpers.ts';
import { dictQuery, IOT_DICTS } from '../../../test/sagoo-console.ts';

// SagooIoT's console reads every dictionary through `useDict` (api/common/dict/data.ts).
describe("SagooIoT's dictionary reads", () => {
  const s = signedInApp();
  const read = (dictType: string, token = s.demo) =>
    s.t.api('GET', '/api/v1/common/dict/data/list', dictQuery(dictType), token);

  it('answers its IoT dictionaries to any signed-in user, in its page shape', async () => {
    for (const type of IOT_DICTS) {
      const res = await read(type);
      expect(res.body.code, type).toBe(0);
      // request.ts spreads `data` (Total present): useDict maps `resp.list`.
      expect(res.body.data).toMatchObject({ Total: expect.any(Number), currentPage: 1 });
      expect(res.body.data.list.length, type).toBeGreaterThan(0);
      for (const item of res.body.data.list)
        expect(item).toMatchObject({
          dictLabel: expect.any(String),
          dictValue: expect.any(String),
          isDefault: expect.any(Number),
          status: 1,
          remark: expect.any(String),
          dictType: type,
        });
    }
  });

  it('holds the values this server uses', async () => {
    const values = async (type: string) =>
      (await read(type)).body.data.list.map((i: { dictValue: string }) => i.dictValue) as string[];
    expect(await values('alarm_type')).toEqual(['1', '2', '3', '4', '5']);
    // Only the gateway this server sends through.
    expect(await values('notice_send_gateway')).toEqual(['webhook']);
    expect(await values('network_server_type')).toEqual(['mqtt_server', 'tcp', 'udp', 'http', 'websocket']);
  });

  it('honours defaultValue and status; an unknown or disabled type has no items', async () => {
    const res = await s.t.api(
      'GET',
      '/api/v1/common/dict/data/list',
      { ...dictQuery('alarm_type'), defaultValue: '2' },
      s.demo,
    );
    expect(
      res.body.data.list
        .filter((i: { isDefault: number }) => i.isDefault)
        .map((i: { dictValue: string }) => i.dictValue),
    ).toEqual(['2']);
    expect((await read('no_such_dict')).body.data).toEqual({ list: [], Total: 0, currentPage: 1 });
    const missing = await s.t.api('GET', '/api/v1/common/dict/data/list', { status: 1 }, s.demo);
    expect(missing.body.code).toBe(51);
    expect((await read('alarm_type', '')).body.code).toBe(401);
  });
});
