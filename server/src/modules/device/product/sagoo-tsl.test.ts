import { beforeAll, describe, expect, it } from 'vitest';
import { signedInApp } from '../../../../test/helpers.ts';
import { eventAddBody, functionAddBody, optionRow, optionValueType } from '../../../../test/sagoo-console.ts';
import { addProducts, API, tslKit } from './test-fixture.ts';

// SagooIoT's function and event dialogs (editFun.vue, editEvent.vue) with the parameter rows its
// parameter dialog (editOption.vue) makes: every type's parameters, an unfilled enum element and
// object member whatever the type.
describe("SagooIoT's function and event dialogs", () => {
  const s = signedInApp();
  const P = 'sagoo_tsl';
  const { model } = tslKit(s, P);
  const post = (path: string, body: Record<string, unknown>) => s.t.api('POST', `${API}/tsl/${path}`, body, s.admin);
  beforeAll(() => addProducts(s, [P]));

  it('adds a function whose inputs and outputs carry the unfilled rows, keeping what was filled', async () => {
    const body = functionAddBody(
      P,
      'reboot',
      '重启',
      [optionRow('delay', '延迟', 'int'), optionRow('mode', '模式', 'string')],
      [optionRow('ok', '成功', 'boolean')],
    );
    expect((await post('function/add', body)).body).toMatchObject({ code: 0 });
    const fn = (await model()).functions!.find((f) => f.key === 'reboot')!;
    expect(fn.inputs).toEqual([
      { key: 'delay', name: '延迟', desc: '', valueType: { type: 'int' } },
      { key: 'mode', name: '模式', desc: '', valueType: { type: 'string' } },
    ]);
    expect(fn.outputs).toEqual([
      {
        key: 'ok',
        name: '成功',
        desc: '',
        valueType: { type: 'boolean', trueText: '是', falseText: '否', trueValue: true, falseValue: false },
      },
    ]);
  });

  it('adds an event the same way', async () => {
    const body = eventAddBody(P, 'overload', '过载', [optionRow('current', '电流', 'float')]);
    expect((await post('event/add', body)).body).toMatchObject({ code: 0 });
    const ev = (await model()).events!.find((e) => e.key === 'overload')!;
    expect(ev).toEqual({
      key: 'overload',
      name: '过载',
      level: 0,
      desc: '',
      outputs: [{ key: 'current', name: '电流', desc: '', valueType: { type: 'float' } }],
    });
  });

  it('keeps the filled enum elements and object members, drops the unfilled ones', async () => {
    const enumType = optionValueType('enum');
    enumType.elements = [{ text: '开', value: '1' }, ...enumType.elements];
    const objectType = optionValueType('object');
    objectType.properties = [
      { key: 'x', name: 'X', desc: '', valueType: { ...objectType.properties[0].valueType, type: 'int' } },
      ...objectType.properties,
    ];
    const body = functionAddBody(P, 'set', '设置', [
      { ...optionRow('level', '档位', 'enum'), valueType: enumType },
      { ...optionRow('pos', '位置', 'object'), valueType: objectType },
    ]);
    expect((await post('function/add', body)).body).toMatchObject({ code: 0 });
    const fn = (await model()).functions!.find((f) => f.key === 'set')!;
    expect(fn.inputs![0].valueType).toEqual({ type: 'enum', elements: [{ value: '1', text: '开' }] });
    expect(fn.inputs![1].valueType).toEqual({
      type: 'object',
      properties: [{ key: 'x', name: 'X', desc: '', valueType: { type: 'int' } }],
    });
  });

  it('still refuses what is wrong in a filled row', async () => {
    const noKey = functionAddBody(P, 'bad', '坏', [{ ...optionRow('', '没有标识', 'int') }]);
    expect((await post('function/add', noKey)).body.code).toBe(51);
    // An enum with nothing but the unfilled element has no elements.
    const emptyEnum = functionAddBody(P, 'bad', '坏', [optionRow('e', 'E', 'enum')]);
    expect((await post('function/add', emptyEnum)).body.code).toBe(51);
  });
});
