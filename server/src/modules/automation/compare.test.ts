import { describe, expect, it } from 'vitest';
import { compare, fillTemplate, valueAt } from './compare.ts';

describe('flow comparisons and templates', () => {
  it('compares numbers as numbers, the rest as text; absent values satisfy nothing', () => {
    expect(compare(31, 'gt', 30)).toBe(true);
    expect(compare('31', 'gt', '30')).toBe(true);
    expect(compare(30, 'gt', 30)).toBe(false);
    expect(compare(30, 'gte', 30)).toBe(true);
    expect(compare(5, 'lt', 10) && compare(10, 'lte', 10)).toBe(true);
    expect(compare(15, 'between', [20, 10])).toBe(true);
    expect(compare(25, 'between', [10, 20])).toBe(false);
    expect(compare('on', 'in', ['off', 'on'])).toBe(true);
    expect(compare(true, 'eq', 'true')).toBe(true);
    expect(compare('a', 'ne', 'b')).toBe(true);
    expect(compare('hot', 'gt', 1)).toBe(false);
    expect(compare(undefined, 'ne', 1)).toBe(false);
    expect(compare({ a: 1 }, 'eq', '[object Object]')).toBe(false);
  });

  it('reads dotted paths and fills {{path}} templates, escaping HTML when asked', () => {
    const msg = { sensor: { level: 80, where: '<b>hall</b>' }, tags: ['a'] };
    expect(valueAt(msg, 'sensor.level')).toBe(80);
    expect(valueAt(msg, 'sensor.level.x')).toBeUndefined();
    expect(fillTemplate('L={{ sensor.level }} T={{tags}} M={{missing}}', msg)).toBe('L=80 T=["a"] M=');
    expect(fillTemplate('{{sensor.where}}', msg, true)).toBe('&lt;b&gt;hall&lt;/b&gt;');
  });
});
