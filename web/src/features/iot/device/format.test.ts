import type { ValueType } from '@iot/contract';
import { describe, expect, it } from 'vitest';
import { formatNumber, formatValue, latestSummary } from './format';
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

describe('formatValue without declared decimals', () => {
  it('shows a float to a sensible precision, and the declared decimals when there are some', () => {
    expect(f({ type: 'float', unit: 'V' }, 223.61542940869163)).toBe('223.62 V');
    expect(f({ type: 'double' }, '223.61542940869163')).toBe('223.62');
    expect(f({ type: 'float' }, 12.5)).toBe('12.5');
    expect(f({ type: 'float' }, 20)).toBe('20');
    expect(f({ type: 'float' }, -0.000123456)).toBe('-0.000123');
    expect(f({ type: 'float' }, 0.1 + 0.2)).toBe('0.3');
    expect(f({ type: 'double', decimals: 4 }, 223.61542940869163)).toBe('223.6154');
    expect(f({ type: 'float', decimals: 0 }, 223.6)).toBe('224');
    expect(f({ type: 'int', unit: 'rpm' }, 1500)).toBe('1500 rpm');
    // No object model: a number still reads as one.
    expect(f(undefined, 223.61542940869163)).toBe('223.62');
  });
});

describe('formatNumber', () => {
  it('is the numeric part, for chart axes and tooltips', () => {
    expect(formatNumber({ type: 'float' }, 223.61542940869163)).toBe('223.62');
    expect(formatNumber({ type: 'float', decimals: 1 }, 223.66)).toBe('223.7');
    expect(formatNumber(undefined, 3)).toBe('3');
    expect(formatNumber({ type: 'float' }, null)).toBe('');
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
