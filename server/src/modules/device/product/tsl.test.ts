import { beforeAll, describe, expect, it } from 'vitest';
import { signedInApp } from '../../../../test/helpers.ts';
import { addProducts, API, tslKit, tslProperty as prop } from './test-fixture.ts';

describe('object model (TSL)', () => {
  const s = signedInApp();
  const P = 'tsl_prod';
  const { api, add, model, stored } = tslKit(s, P);
  beforeAll(() => addProducts(s, [P, 'tsl_pub']));

  it('data_type: SagooIoT content, baseType first, for any signed-in user', async () => {
    const res = await api('GET', 'data_type', { status: -1 }, s.demo);
    const { dataType } = res.body.data;
    expect(Object.keys(dataType)).toEqual(['baseType', 'extensionType']);
    expect(dataType.baseType.map((t: { type: string }) => t.type)).toEqual([
      'int',
      'long',
      'float',
      'double',
      'string',
      'boolean',
    ]);
    expect(dataType.extensionType.map((t: { type: string }) => t.type)).toEqual([
      'date',
      'timestamp',
      'enum',
      'array',
      'object',
    ]);
    expect(dataType.baseType[0]).toEqual({ title: 'int(整数型)', type: 'int', max: 0, min: 0, unit: '' });
    expect(dataType.baseType[2]).toEqual({
      title: 'float(单精度浮点型)',
      type: 'float',
      decimals: 2,
      max: 0,
      min: 0,
      unit: '',
    });
    expect(dataType.baseType[4]).toEqual({ title: 'text(字符串)', type: 'string', maxLength: 0 });
    expect(dataType.baseType[5]).toMatchObject({
      title: 'bool(布尔型)',
      trueText: '是',
      falseText: '否',
      trueValue: true,
      falseValue: false,
    });
    expect(dataType.extensionType[2].elements).toEqual([{ value: '枚举值', text: '枚举文本' }]);
    expect(dataType.extensionType[3].elementType).toEqual({ type: 'int', max: 0, min: 0, unit: '' });
    expect(dataType.extensionType[4].properties[0]).toMatchObject({ key: '参数标识', name: '参数名称', desc: '描述' });
  });

  it('stores every data type with its own parameters, coercing the console quirks', async () => {
    // What SagooIoT's dialogs send: numbers as strings, maxLength '', boolean texts on every type, extra fields.
    const noise = { maxLength: '', trueText: '是', falseText: '否', id: 7, status: 0 };
    const cases: [string, Record<string, unknown>, Record<string, unknown>][] = [
      [
        'p_int',
        { type: 'int', min: '-5', max: '10', unit: 'V', ...noise },
        { type: 'int', min: -5, max: 10, unit: 'V' },
      ],
      ['p_long', { type: 'long', max: 99, ...noise }, { type: 'long', max: 99 }],
      ['p_float', { type: 'float', decimals: '2', unit: '°C', ...noise }, { type: 'float', decimals: 2, unit: '°C' }],
      ['p_double', { type: 'double', decimals: 3, ...noise }, { type: 'double', decimals: 3 }],
      ['p_text', { type: 'text', maxLength: '32', trueText: 'x' }, { type: 'string', maxLength: 32 }],
      ['p_string', { type: 'string', ...noise }, { type: 'string' }],
      [
        'p_bool',
        { type: 'boolean', trueText: '开', falseText: '关', trueValue: 'true', falseValue: false, maxLength: '' },
        { type: 'boolean', trueText: '开', falseText: '关', trueValue: true, falseValue: false },
      ],
      ['p_date', { type: 'date', ...noise, maxLength: 'YYYY-MM-DD' }, { type: 'date' }],
      ['p_ts', { type: 'timestamp', ...noise }, { type: 'timestamp' }],
      [
        'p_enum',
        {
          type: 'enum',
          elements: [
            { value: 0, text: 'off' },
            { value: '1', text: 'on' },
          ],
          ...noise,
        },
        {
          type: 'enum',
          elements: [
            { value: '0', text: 'off' },
            { value: '1', text: 'on' },
          ],
        },
      ],
      [
        'p_array',
        { type: 'array', elementType: { type: 'float', decimals: '1', trueText: 'x' }, ...noise },
        { type: 'array', elementType: { type: 'float', decimals: 1 } },
      ],
      [
        'p_object',
        {
          type: 'object',
          properties: [{ key: 'x', name: 'X', valueType: { type: 'int', max: '3' }, extra: 1 }],
          ...noise,
        },
        { type: 'object', properties: [{ key: 'x', name: 'X', desc: '', valueType: { type: 'int', max: 3 } }] },
      ],
    ];
    for (const [key, sent, kept] of cases) {
      const res = await add('property', { ...prop(key, sent), transportProtocol: 'x', type: 'y' });
      expect(res.body, key).toMatchObject({ code: 0 });
      expect((await stored(key)).valueType, key).toEqual(kept);
    }
    expect(await stored('p_int')).toEqual({
      key: 'p_int',
      name: 'p_int',
      accessMode: 0,
      desc: '',
      valueType: cases[0][2],
    });
  });

  it('refuses bad value types with a message naming the field', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ type: 'color' }, 'valueType.type'],
      [{}, 'valueType.type'],
      [{ type: 'enum' }, 'An enum needs at least one element'],
      [
        {
          type: 'enum',
          elements: [
            { value: '1', text: 'a' },
            { value: '1', text: 'b' },
          ],
        },
        'Enum values must be unique',
      ],
      [{ type: 'enum', elements: [{ value: '', text: 'a' }] }, 'valueType.elements.0.value'],
      [{ type: 'array' }, 'An array needs an element type'],
      [{ type: 'array', elementType: { type: 'nope' } }, 'valueType.elementType.type'],
      [{ type: 'object', properties: [] }, 'An object needs at least one member'],
      [
        { type: 'object', properties: [{ key: '1x', name: 'a', valueType: { type: 'int' } }] },
        'keys consist of letters',
      ],
      [
        { type: 'object', properties: [1, 2].map(() => ({ key: 'a', name: 'a', valueType: { type: 'int' } })) },
        'keys are unique',
      ],
      [{ type: 'int', min: 5, max: 1 }, 'The minimum cannot exceed the maximum'],
      [{ type: 'float', decimals: 'two' }, 'valueType.decimals'],
    ];
    for (const [valueType, message] of bad) {
      const res = await add('property', prop('bad', valueType));
      expect(res.body.code, JSON.stringify(valueType)).toBe(51);
      expect(res.body.message, JSON.stringify(valueType)).toContain(message);
    }
    expect((await model()).properties!.some((p) => p.key === 'bad')).toBe(false);
  });

  it('key rules: format, required name, uniqueness across the four kinds ignoring case', async () => {
    for (const key of ['1abc', 'a-b', 'a b', '温度', ''])
      expect((await add('property', prop(key, { type: 'int' }))).body.code, key).toBe(51);
    expect((await add('property', { key: 'noname', name: '', valueType: { type: 'int' } })).body.code).toBe(51);
    expect((await add('function', { key: 'P_INT', name: 'clash' })).body).toMatchObject({
      code: 50,
      message: 'The key already exists; keys are unique within the object model',
    });
    expect(
      (
        await add('function', {
          key: 'reboot',
          name: 'Reboot',
          inputs: [{ key: 'delay', name: 'd', valueType: { type: 'int' } }],
          outputs: '',
        })
      ).body.code,
    ).toBe(0);
    expect((await add('event', { key: 'REBOOT', name: 'x', level: 1 })).body.code).toBe(50);
    expect((await add('tag', prop('Reboot', { type: 'string' }))).body.code).toBe(50);
    expect(
      (
        await add('event', {
          key: 'alarm',
          name: 'Alarm',
          level: '2',
          outputs: [{ key: 'v', name: 'v', valueType: { type: 'float' } }],
        })
      ).body.code,
    ).toBe(0);
    expect((await add('event', { key: 'alarm2', name: 'Alarm', level: 3 })).body.code).toBe(51);
    expect((await add('tag', prop('site', { type: 'string' }))).body.code).toBe(0);
    expect((await add('property', prop('x', { type: 'int' }), 'nope')).body.message).toBe('Product not found');
    const m = await model();
    expect(m.functions![0]).toEqual({
      key: 'reboot',
      name: 'Reboot',
      desc: '',
      inputs: [{ key: 'delay', name: 'd', desc: '', valueType: { type: 'int' } }],
      outputs: null,
    });
    expect(m.events![0]).toMatchObject({ key: 'alarm', level: 2 });
  });

  it('lists: `Data`, `Total`, `currentPage`, filters, a page past the end is null; `all` answers {Data}', async () => {
    const list = (await api('GET', 'property/list', { productKey: P, pageNum: 1, pageSize: 5 })).body.data;
    expect(list).toMatchObject({ Total: 12, currentPage: 1 });
    expect(list.Data).toHaveLength(5);
    const past = (await api('GET', 'property/list', { productKey: P, pageNum: 9, PageSize: 5 })).body.data;
    expect(past).toEqual({ Data: null, Total: 12, currentPage: 9 });
    const floats = (await api('GET', 'property/list', { productKey: P, dateType: 'float', name: '' })).body.data;
    expect(floats.Data.map((p: { key: string }) => p.key)).toEqual(['p_float']);
    const named = (await api('GET', 'property/list', { productKey: P, name: 'p_d' })).body.data;
    expect(named.Data.map((p: { key: string }) => p.key)).toEqual(['p_double', 'p_date']);
    expect((await api('GET', 'tag/list', { productKey: P })).body.data).toMatchObject({ Total: 1, currentPage: 1 });
    expect((await api('GET', 'event/list', { productKey: 'tsl_pub' })).body.data).toEqual({
      Data: null,
      Total: 0,
      currentPage: 1,
    });
    expect((await api('GET', 'property/all', { productKey: P })).body.data.Data).toHaveLength(12);
    expect((await api('GET', 'event/all', { productKey: P })).body.data.Data[0].key).toBe('alarm');
    expect((await api('GET', 'function/all', { productKey: P, inputsValueTypes: 'INT' })).body.data.Data).toHaveLength(
      1,
    );
    expect((await api('GET', 'function/all', { productKey: P, inputsValueTypes: 'float' })).body.data).toEqual({
      Data: null,
    });
    expect((await api('GET', 'function/list', {})).body.code).toBe(51);
    expect((await api('GET', 'function/list', { productKey: 'nope' })).body.message).toBe('Product not found');
  });

  it('edits and deletes by key (ignoring case); a property keeps its type', async () => {
    const edit = await api('PUT', 'property/edit', {
      productKey: P,
      ...prop('P_FLOAT', { type: 'float', decimals: 4 }, { name: 'F', accessMode: 1 }),
    });
    expect(edit.body.code).toBe(0);
    expect(await stored('p_float')).toEqual({
      key: 'p_float',
      name: 'F',
      accessMode: 1,
      desc: '',
      valueType: { type: 'float', decimals: 4 },
    });
    const retype = await api('PUT', 'property/edit', { productKey: P, ...prop('p_float', { type: 'int' }) });
    expect(retype.body.message).toContain('keeps its data type (float)');
    const fn = {
      productKey: P,
      key: 'reboot',
      name: 'Restart',
      inputs: null,
      outputs: [{ key: 'ok', name: 'ok', valueType: { type: 'boolean' } }],
    };
    expect((await api('PUT', 'function/edit', fn)).body.code).toBe(0);
    expect((await model()).functions![0]).toMatchObject({ name: 'Restart', inputs: null, outputs: [{ key: 'ok' }] });
    const missing: [string, string][] = [
      ['property', 'Property'],
      ['function', 'Function'],
      ['event', 'Event'],
      ['tag', 'Tag'],
    ];
    for (const [kind, word] of missing) {
      expect((await api('DELETE', `${kind}/del`, { productKey: P, key: 'ghost' })).body.message).toBe(
        `${word} not found`,
      );
      expect(
        (await api('PUT', `${kind}/edit`, { productKey: P, ...prop('ghost', { type: 'int' }) })).body.message,
      ).toBe(`${word} not found`);
    }
    expect((await api('DELETE', 'tag/del', { productKey: P, key: 'SITE' })).body.code).toBe(0);
    expect((await model()).tags).toBeNull();
    expect((await api('DELETE', 'property/del', { productKey: P, key: 'p_ts' })).body.code).toBe(0);
    expect((await model()).properties!.map((p) => p.key)).not.toContain('p_ts');
  });

  it('a published product locks its properties, not its functions, events or tags', async () => {
    expect((await add('property', prop('v', { type: 'int' }), 'tsl_pub')).body.code).toBe(0);
    expect((await s.t.api('POST', `${API}/deploy`, { productKey: 'tsl_pub' }, s.admin)).body.code).toBe(0);
    expect((await add('property', prop('w', { type: 'int' }), 'tsl_pub')).body.message).toBe(
      'The product is published: properties cannot be added',
    );
    const edit = await api('PUT', 'property/edit', { productKey: 'tsl_pub', ...prop('v', { type: 'int', max: 3 }) });
    expect(edit.body.message).toBe('The product is published: properties cannot be changed');
    expect((await api('DELETE', 'property/del', { productKey: 'tsl_pub', key: 'v' })).body.message).toBe(
      'The product is published: properties cannot be deleted',
    );
    expect((await add('function', { key: 'f', name: 'f' }, 'tsl_pub')).body.code).toBe(0);
    expect((await add('event', { key: 'e', name: 'e' }, 'tsl_pub')).body.code).toBe(0);
    expect((await add('tag', prop('t', { type: 'string' }), 'tsl_pub')).body.code).toBe(0);
  });

  it('the common role reads the model but may not change it', async () => {
    expect((await api('GET', 'property/list', { productKey: 'demo_th_sensor' }, s.demo)).body.code).toBe(0);
    expect(
      (await api('POST', 'function/add', { productKey: 'demo_th_sensor', key: 'x', name: 'x' }, s.demo)).body.code,
    ).toBe(-1);
    expect(
      (await api('DELETE', 'property/del', { productKey: 'demo_th_sensor', key: 'battery' }, s.demo)).body.code,
    ).toBe(-1);
  });
});
