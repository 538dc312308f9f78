import type { Tsl, TslEvent, TslParam, ValueType } from '@iot/contract';
import { describe, expect, it } from 'vitest';
import { checkEventOutputs, checkParams, checkProperties, checkValue, toMs } from './values.ts';

const accept = (t: ValueType, v: unknown) => {
  const r = checkValue(t, v);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(v)}: ${r.reason}`);
  return r.value;
};
const refuse = (t: ValueType, v: unknown) => {
  const r = checkValue(t, v);
  if (r.ok) throw new Error(`accepted ${JSON.stringify(v)}`);
  return r.reason;
};
const param = (key: string, valueType: ValueType, name = key): TslParam => ({ key, name, valueType, desc: '' });

describe('checkValue', () => {
  it('int: integers (numeric text too) within int32 and min/max', () => {
    const t: ValueType = { type: 'int', min: 0, max: 100 };
    expect(accept(t, 0)).toBe(0);
    expect(accept(t, 100)).toBe(100);
    expect(accept(t, '42')).toBe(42);
    expect(accept(t, ' 7 ')).toBe(7);
    expect(accept(t, '5e1')).toBe(50);
    expect(refuse(t, 101)).toBe('101 is above the maximum 100');
    expect(refuse(t, -1)).toBe('-1 is below the minimum 0');
    expect(refuse(t, 1.5)).toBe('1.5 is not an integer');
    expect(refuse(t, '1.5')).toMatch(/not an integer/);
    expect(refuse(t, 'abc')).toMatch(/not an integer/);
    expect(refuse(t, '')).toMatch(/not an integer/);
    expect(refuse(t, true)).toMatch(/not an integer/);
    expect(refuse(t, [1])).toMatch(/not an integer/);
    expect(refuse(t, null)).toBe('no value');
    expect(accept({ type: 'int' }, 2147483647)).toBe(2147483647);
    expect(accept({ type: 'int' }, -2147483648)).toBe(-2147483648);
    expect(refuse({ type: 'int' }, 2147483648)).toBe('2147483648 does not fit a int');
    expect(refuse({ type: 'int' }, Infinity)).toMatch(/not an integer/);
    expect(refuse({ type: 'int' }, NaN)).toMatch(/not an integer/);
  });

  it('long: safe integers within min/max (the inverted SagooIoT max test is not reproduced)', () => {
    const t: ValueType = { type: 'long', min: -10, max: 10_000_000_000 };
    expect(accept(t, 5_000_000_000)).toBe(5_000_000_000);
    expect(accept(t, '-10')).toBe(-10);
    expect(refuse(t, 10_000_000_001)).toMatch(/above the maximum/);
    expect(refuse({ type: 'long' }, 2 ** 53)).toMatch(/does not fit a long/);
    expect(refuse({ type: 'long' }, 0.5)).toMatch(/not an integer/);
  });

  it('float and double: finite numbers (numeric text too) within min/max, kept as sent', () => {
    for (const type of ['float', 'double'] as const) {
      const t: ValueType = { type, min: -40, max: 85, decimals: 1 };
      expect(accept(t, 21.456)).toBe(21.456);
      expect(accept(t, '31.2')).toBe(31.2);
      expect(accept(t, -40)).toBe(-40);
      expect(accept(t, '.5')).toBe(0.5);
      expect(refuse(t, 85.01)).toMatch(/above the maximum 85/);
      expect(refuse(t, -41)).toMatch(/below the minimum -40/);
      expect(refuse(t, 'warm')).toMatch(/not a finite number/);
      expect(refuse(t, Infinity)).toMatch(/not a finite number/);
      expect(refuse(t, NaN)).toMatch(/not a finite number/);
      expect(refuse(t, false)).toMatch(/not a finite number/);
      expect(refuse(t, {})).toMatch(/not a finite number/);
      expect(accept({ type }, 1e300)).toBe(1e300);
    }
  });

  it('string (and text): strings up to maxLength characters when it is above 0, no NUL', () => {
    const t: ValueType = { type: 'string', maxLength: 3 };
    expect(accept(t, 'abc')).toBe('abc');
    expect(accept(t, '温湿度')).toBe('温湿度');
    expect(accept(t, '')).toBe('');
    expect(refuse(t, 'abcd')).toBe('the string is 4 characters long, at most 3 allowed');
    expect(refuse(t, 12)).toBe('12 is not a string');
    expect(refuse(t, 'a\0')).toMatch(/NUL/);
    expect(accept({ type: 'string', maxLength: 0 }, 'x'.repeat(5000))).toHaveLength(5000);
    expect(accept({ type: 'string', maxLength: '' as unknown as number }, 'free')).toBe('free');
    expect(accept({ type: 'text' as 'string' }, 'alias')).toBe('alias');
    expect(refuse(t, null)).toBe('no value');
  });

  it('boolean: true/false/0/1 (and their text) become booleans', () => {
    const t: ValueType = { type: 'boolean' };
    for (const v of [true, 1, '1', 'true']) expect(accept(t, v)).toBe(true);
    for (const v of [false, 0, '0', 'false']) expect(accept(t, v)).toBe(false);
    for (const v of [2, 'yes', 'on', '', [], {}]) expect(refuse(t, v)).toMatch(/not a boolean/);
  });

  it('enum: one of the elements, compared as text, stored as the element value', () => {
    const t: ValueType = {
      type: 'enum',
      elements: [
        { value: '0', text: 'normal' },
        { value: '1', text: 'power-save' },
      ],
    };
    expect(accept(t, '1')).toBe('1');
    expect(accept(t, 0)).toBe('0');
    expect(refuse(t, 2)).toBe('2 is not one of 0, 1');
    expect(refuse(t, true)).toMatch(/not an enum value/);
    expect(refuse(t, 'normal')).toMatch(/not one of/);
    expect(refuse({ type: 'enum' }, '1')).toMatch(/not one of \(none\)/);
  });

  it('date: YYYY-MM-DD HH:mm:ss with optional .SSS, a real date', () => {
    const t: ValueType = { type: 'date' };
    expect(accept(t, '2024-02-29 23:59:59')).toBe('2024-02-29 23:59:59');
    expect(accept(t, '2024-05-01 08:00:00.123')).toBe('2024-05-01 08:00:00.123');
    expect(refuse(t, '2023-02-29 00:00:00')).toMatch(/not a valid date/);
    expect(refuse(t, '2024-13-01 00:00:00')).toMatch(/not a valid date/);
    expect(refuse(t, '2024-01-01 24:00:00')).toMatch(/not a valid date/);
    expect(refuse(t, '2024-01-01 10:60:00')).toMatch(/not a valid date/);
    expect(refuse(t, '2024-01-01')).toMatch(/not a date/);
    expect(refuse(t, '2024-01-01T00:00:00Z')).toMatch(/not a date/);
    expect(refuse(t, '2024-01-01 00:00:00.12')).toMatch(/not a date/);
    expect(refuse(t, 1717000000)).toMatch(/not a date/);
  });

  it('timestamp: integer milliseconds from 0', () => {
    const t: ValueType = { type: 'timestamp' };
    expect(accept(t, 1717000000123)).toBe(1717000000123);
    expect(accept(t, '1717000000123')).toBe(1717000000123);
    expect(accept(t, 0)).toBe(0);
    expect(refuse(t, -1)).toMatch(/not a timestamp/);
    expect(refuse(t, 1.5)).toMatch(/not a timestamp/);
    expect(refuse(t, '2024-01-01 00:00:00')).toMatch(/not a timestamp/);
  });

  it('array: every item checked by elementType; none declared is refused', () => {
    const t: ValueType = { type: 'array', elementType: { type: 'int', min: 0 } };
    expect(accept(t, [1, '2', 3])).toEqual([1, 2, 3]);
    expect(accept(t, [])).toEqual([]);
    expect(refuse(t, [1, -2])).toBe('item 1: -2 is below the minimum 0');
    expect(refuse(t, '1,2')).toMatch(/not an array/);
    expect(refuse(t, { 0: 1 })).toMatch(/not an array/);
    expect(refuse({ type: 'array' }, [1])).toBe('the array type declares no element type');
    const nested: ValueType = { type: 'array', elementType: { type: 'array', elementType: { type: 'boolean' } } };
    expect(accept(nested, [[1, 0], []])).toEqual([[true, false], []]);
    expect(refuse(nested, [[true], [2]])).toMatch(/^item 1: item 0: /);
  });

  it('object: declared members only, each checked; missing members are fine', () => {
    const t: ValueType = {
      type: 'object',
      properties: [param('lng', { type: 'double', min: -180, max: 180 }), param('label', { type: 'string' })],
    };
    expect(accept(t, { lng: '121.5', label: 'A' })).toEqual({ lng: 121.5, label: 'A' });
    expect(accept(t, {})).toEqual({});
    expect(refuse(t, { lng: 200 })).toBe('lng: 200 is above the maximum 180');
    expect(refuse(t, { lat: 1 })).toBe('lat: unknown member');
    expect(refuse(t, [1])).toMatch(/not an object/);
    expect(refuse(t, 'x')).toMatch(/not an object/);
    const deep: ValueType = { type: 'object', properties: [param('inner', t)] };
    expect(accept(deep, { inner: { label: 'x' } })).toEqual({ inner: { label: 'x' } });
    expect(refuse(deep, { inner: { label: 1 } })).toBe('inner: label: 1 is not a string');
  });

  it('refuses unknown types', () => {
    expect(refuse({ type: 'blob' as 'int' }, 1)).toBe('the type "blob" is not supported');
  });
});

describe('checkProperties', () => {
  const tsl: Tsl = {
    key: 'p',
    name: 'P',
    properties: [
      { ...param('temperature', { type: 'float', min: -40, max: 85 }), accessMode: 1 },
      { ...param('mode', { type: 'enum', elements: [{ value: '1', text: 'on' }] }), accessMode: 0 },
      {
        ...param('pos', { type: 'object', properties: [param('x', { type: 'int' }), param('value', { type: 'int' })] }),
        accessMode: 0,
      },
    ],
    functions: null,
    events: null,
    tags: null,
  };
  const now = 1_717_000_000_500;

  it('takes bare values (now) and {value, time} with time in seconds or milliseconds', () => {
    const r = checkProperties(tsl, { temperature: 22.5, mode: { value: '1', time: 1717000000 }, pos: { x: 1 } }, now);
    expect(r.rejected).toEqual([]);
    expect(r.values).toEqual({
      temperature: { value: 22.5, time: now },
      mode: { value: '1', time: 1_717_000_000_000 },
      pos: { value: { x: 1 }, time: now },
    });
    expect(checkProperties(tsl, { temperature: { value: 1, time: 1717000000123 } }, now).values.temperature.time).toBe(
      1717000000123,
    );
    expect(checkProperties(tsl, { temperature: { value: 1, time: '1717000000' } }, now).values.temperature.time).toBe(
      1717000000000,
    );
    expect(checkProperties(tsl, { temperature: { value: 1 } }, now).values.temperature).toEqual({
      value: 1,
      time: now,
    });
    // An object value whose members are `value` and `time` only is the timed form.
    expect(checkProperties(tsl, { pos: { value: { value: 3 }, time: 1717000000 } }, now).values.pos).toEqual({
      value: { value: 3 },
      time: 1_717_000_000_000,
    });
  });

  it('refuses unknown keys, wrong values and bad times, keeping the rest', () => {
    const r = checkProperties(
      tsl,
      {
        temperature: 120,
        humidity: 50,
        mode: { value: '2' },
        pos: { x: 'a' },
        Temperature: 1,
      },
      now,
    );
    expect(r.values).toEqual({});
    expect(r.rejected).toEqual([
      { key: 'temperature', reason: '120 is above the maximum 85' },
      { key: 'humidity', reason: 'unknown property' },
      { key: 'mode', reason: '"2" is not one of 1' },
      { key: 'pos', reason: 'x: "a" is not an integer' },
      { key: 'Temperature', reason: 'unknown property' },
    ]);
    expect(checkProperties(tsl, { temperature: { value: 1, time: 'soon' } }, now).rejected[0].reason).toMatch(
      /not a time/,
    );
    expect(checkProperties(tsl, { temperature: { value: 1, time: -5 } }, now).rejected[0].reason).toMatch(/not a time/);
    expect(checkProperties(tsl, { temperature: { value: null, time: 1 } }, now).rejected).toEqual([
      { key: 'temperature', reason: 'no value' },
    ]);
    expect(checkProperties(tsl, null, now).rejected[0].reason).toMatch(/not an object/);
    expect(checkProperties(tsl, [1], now).rejected[0].reason).toMatch(/not an object/);
    expect(checkProperties(null, { temperature: 1 }, now).rejected[0].reason).toBe('unknown property');
    expect(checkProperties(tsl, {}, now)).toEqual({ values: {}, rejected: [] });
  });

  it('toMs: below 1e11 is seconds', () => {
    expect(toMs(1717000000)).toBe(1717000000000);
    expect(toMs(1717000000.25)).toBe(1717000000250);
    expect(toMs(1717000000123)).toBe(1717000000123);
  });
});

describe('checkEventOutputs and checkParams', () => {
  const event: TslEvent = {
    key: 'overheat',
    name: 'Overheat',
    level: 1,
    outputs: [param('temperature', { type: 'float' }, '温度'), param('code', { type: 'int' })],
    desc: '',
  };

  it('matches event outputs by key or by name (SagooIoT), values as text accepted', () => {
    expect(checkEventOutputs(event, { temperature: '31.2', code: 3 })).toEqual({
      values: { temperature: 31.2, code: 3 },
      rejected: [],
    });
    expect(checkEventOutputs(event, { 温度: '31.2' })).toEqual({ values: { temperature: 31.2 }, rejected: [] });
    expect(checkEventOutputs(event, { other: 1, code: 'x' }).rejected).toEqual([
      { key: 'other', reason: 'unknown member' },
      { key: 'code', reason: '"x" is not an integer' },
    ]);
    expect(checkEventOutputs(event, 'x').rejected[0].reason).toMatch(/not an object/);
    expect(checkEventOutputs({ ...event, outputs: null }, { a: 1 }).rejected[0].reason).toBe('unknown member');
  });

  it('checks function inputs by key only', () => {
    const inputs = [param('delay', { type: 'int', min: 0 }, '延迟')];
    expect(checkParams(inputs, { delay: '5' })).toEqual({ values: { delay: 5 }, rejected: [] });
    expect(checkParams(inputs, { 延迟: 5 }).rejected).toEqual([{ key: '延迟', reason: 'unknown member' }]);
    expect(checkParams(null, {}).rejected).toEqual([]);
    expect(checkParams(inputs, null).rejected[0].reason).toMatch(/not an object/);
  });
});
