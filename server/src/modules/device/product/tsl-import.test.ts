import { beforeAll, describe, expect, it } from 'vitest';
import { signedInApp } from '../../../../test/helpers.ts';
import { loadProductByKey, tslOf } from './service.ts';
import { API, categoryIdOf, multipart, productForm } from './test-fixture.ts';

describe('object model import and export', () => {
  const s = signedInApp();
  const model = async (key: string) => tslOf((await loadProductByKey(s.t.database.db, key))!);
  const prop = (key: string, valueType: Record<string, unknown>) => ({ key, name: key, accessMode: 0, valueType });

  beforeAll(async () => {
    const climate = await categoryIdOf(s.t, '温湿度');
    for (const key of ['tsl_pub', 'tsl_imp'])
      expect((await s.t.api('POST', `${API}/add`, productForm(key, climate), s.admin)).body.code).toBe(0);
    const v = { productKey: 'tsl_pub', ...prop('v', { type: 'int' }) };
    expect((await s.t.api('POST', `${API}/tsl/property/add`, v, s.admin)).body.code).toBe(0);
    expect((await s.t.api('POST', `${API}/deploy`, { productKey: 'tsl_pub' }, s.admin)).body.code).toBe(0);
  });

  const upload = (productKey: string, content: string | Buffer, token = s.admin) =>
    s.t.call({
      method: 'POST',
      url: `${API}/tsl/import`,
      token,
      lang: 'en',
      ...multipart({
        productKey,
        file: { filename: 'tsl.json', type: 'application/json', data: Buffer.from(content) },
      }),
    });

  it('imports a whole model, checked entry by entry', async () => {
    const doc = {
      key: 'other',
      name: 'Other',
      properties: [
        prop('Temp', { type: 'float', decimals: '1' }),
        prop('mode', { type: 'enum', elements: [{ value: '0', text: 'a' }] }),
      ],
      functions: [{ key: 'go', name: 'Go', inputs: [{ key: 'speed', name: 's', valueType: { type: 'int' } }] }],
      events: null,
      tags: [],
    };
    const ok = await upload('tsl_imp', `\uFEFF${JSON.stringify(doc)}`);
    expect(ok.body).toEqual({ code: 0, message: '', data: null });
    const m = await model('tsl_imp');
    expect(m).toMatchObject({ key: 'tsl_imp', name: 'Product tsl_imp', events: null, tags: null });
    expect(m.properties![0]).toEqual({
      key: 'Temp',
      name: 'Temp',
      accessMode: 0,
      desc: '',
      valueType: { type: 'float', decimals: 1 },
    });
    expect(m.functions![0].outputs).toBeNull();

    const invalid: [unknown, string][] = [
      [{ properties: [prop('ok', { type: 'int' }), prop('9bad', { type: 'int' })] }, 'properties[1] (9bad) key'],
      [{ properties: [prop('a', { type: 'colour' })] }, 'properties[0] (a) valueType.type must be one of int, long'],
      [
        {
          events: [
            { key: 'e', name: 'e', outputs: [{ key: 'o', name: 'o', valueType: { type: 'enum', elements: [] } }] },
          ],
        },
        'events[0] (e) outputs.0.valueType.elements',
      ],
      [{ properties: [prop('dup', { type: 'int' })], tags: [prop('DUP', { type: 'string' })] }, 'tags[0] (DUP) key'],
      [
        { functions: [{ key: 'f', name: 'f', inputs: [{ key: 'a', valueType: { type: 'array' } }] }] },
        'An array needs an element type',
      ],
      [{ properties: 'x' }, 'properties'],
    ];
    for (const [bad, text] of invalid) {
      const res = await upload('tsl_imp', JSON.stringify(bad));
      expect(res.body.code, text).toBe(51);
      expect(res.body.message, text).toContain(text);
    }
    expect((await upload('tsl_imp', '{not json')).body).toMatchObject({
      code: 50,
      message: 'The object-model file is not valid JSON',
    });
    expect((await upload('tsl_imp', '[]')).body.code).toBe(50);
    const nested = JSON.stringify({
      properties: [
        prop('deep', JSON.parse('{"type":"array","elementType":'.repeat(30) + '{"type":"int"}' + '}'.repeat(30))),
      ],
    });
    expect((await upload('tsl_imp', nested)).body.message).toBe('The object model is nested too deeply');
    expect((await upload('tsl_pub', JSON.stringify(doc))).body.message).toContain('unpublish it');
    expect((await upload('nope', JSON.stringify(doc))).body.message).toBe('Product not found');
    const noFile = await s.t.call({
      method: 'POST',
      url: `${API}/tsl/import`,
      token: s.admin,
      lang: 'en',
      ...multipart({ productKey: 'tsl_imp' }),
    });
    expect(noFile.body.message).toBe('Upload a file (field file)');
    // The model is unchanged by refused imports.
    expect((await model('tsl_imp')).properties!.map((p) => p.key)).toEqual(['Temp', 'mode']);
    expect((await upload('tsl_imp', JSON.stringify(doc), s.demo)).body.code).toBe(-1);
  });

  it('exports the stored model as a file named <stamp>-TSL-<key>-.json', async () => {
    const res = await s.t.app.inject({
      method: 'GET',
      url: `${API}/tsl/export?productKey=tsl_imp`,
      headers: { authorization: `Bearer ${s.admin}` },
    });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="\d{14}-TSL-tsl_imp-\.json"/);
    expect(JSON.parse(res.body)).toEqual(await model('tsl_imp'));
    const missing = await s.t.api('GET', `${API}/tsl/export`, { productKey: 'nope' }, s.admin);
    expect(missing.body).toMatchObject({ code: 50, message: 'Product not found' });
  });
});
