import type { ValueType } from '@iot/contract';
import { describe, expect, it } from 'vitest';
import { formatValue, latestSummary } from './format';
import { tsl } from './testData';

const booleans = { true: 'On', false: 'Off' };
const f = (vt: ValueType | undefined, value: unknown) => formatValue(vt, value, booleans);

describe('formatValue', () => {
  it('reads enums, booleans, decimals, units and structures', () => {
    const elements = [{ value: '1', text: 'Auto' }];
    expect(f({ type: 'enum', elements }, 1)).toBe('Auto');
    expect(f({ type: 'enum', elements }, '9')).toBe('9');
    expect(f({ type: 'boolean' }, 1)).toBe('On');
    expect(f({ type: 'boolean', falseText: 'Closed' }, false)).toBe('Closed');
    expect(f({ type: 'float', decimals: 2, unit: 'V' }, '3.14159')).toBe('3.14 V');
    expect(f({ type: 'int' }, 'abc')).toBe('abc');
    expect(f({ type: 'object' }, { a: 1 })).toBe('{"a":1}');
    expect(f({ type: 'string' }, 'text')).toBe('text');
    expect(f(undefined, 5)).toBe('5');
    expect(f({ type: 'int' }, null)).toBe('');
    expect(f({ type: 'timestamp' }, 0)).not.toBe('');
  });
});

describe('latestSummary', () => {
  it('shows up to three values in the object model order, or as reported without one', () => {
    const latest = { hum: { value: 56, time: 1 }, temp: { value: 23.44, time: 1 }, mode: { value: '2', time: 1 } };
    expect(latestSummary(latest, tsl, booleans)).toBe('23.4 °C · 56 %RH · Manual');
    expect(latestSummary(latest, tsl, booleans, 1)).toBe('23.4 °C');
    expect(latestSummary(latest, null, booleans)).toBe('56 · 23.44 · 2');
    expect(latestSummary(undefined, tsl, booleans)).toBe('');
  });
});
