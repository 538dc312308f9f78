import type { AlarmFilter, AlarmGroup } from '@iot/contract';
import { describe, expect, it } from 'vitest';
import { conditionsMatch, expressionOf, filterMatches } from './conditions.ts';

const f = (key: string, operator: AlarmFilter['operator'], value: string[], andOr: 0 | 1 | 2 = 0): AlarmFilter => ({
  key,
  operator,
  value,
  andOr,
});
const g = (filters: AlarmFilter[], andOr: 0 | 1 | 2 = 0): AlarmGroup => ({ filters, andOr });

describe('alarm conditions', () => {
  it('compares numbers with every operator', () => {
    const vars = { t: 30 };
    const cases: [AlarmFilter['operator'], string[], boolean][] = [
      ['eq', ['30'], true],
      ['eq', ['31'], false],
      ['ne', ['31'], true],
      ['ne', ['30'], false],
      ['gt', ['29.5'], true],
      ['gt', ['30'], false],
      ['gte', ['30'], true],
      ['gte', ['31'], false],
      ['lt', ['31'], true],
      ['lt', ['30'], false],
      ['lte', ['30'], true],
      ['lte', ['29'], false],
      ['bet', ['20', '30'], true],
      ['bet', ['31', '40'], false],
      ['nbet', ['31', '40'], true],
      ['nbet', ['20', '40'], false],
      // A range needs both ends.
      ['bet', ['20'], false],
    ];
    for (const [op, value, expected] of cases)
      expect([op, value, filterMatches(f('t', op, value), vars)]).toEqual([op, value, expected]);
  });

  it('compares text without quotes, booleans, dates, and a missing key as false', () => {
    expect(filterMatches(f('mode', 'eq', ['auto']), { mode: 'auto' })).toBe(true);
    expect(filterMatches(f('mode', 'ne', ['auto']), { mode: 'manual' })).toBe(true);
    expect(filterMatches(f('power', 'eq', ['true']), { power: true })).toBe(true);
    expect(filterMatches(f('power', 'eq', ['1']), { power: false })).toBe(false);
    const at = Math.floor(new Date('2026-01-02T03:04:05').getTime() / 1000);
    expect(filterMatches(f('sysReportTime', 'gt', ['2026-01-01 00:00:00']), { CreateTime: at })).toBe(true);
    expect(filterMatches(f('sysReportTime', 'lt', ['2026-01-01 00:00:00']), { CreateTime: at })).toBe(false);
    expect(filterMatches(f('humidity', 'gt', ['1']), { t: 5 })).toBe(false);
    // A number against text cannot be ordered.
    expect(filterMatches(f('t', 'gt', ['abc']), { t: 5 })).toBe(false);
  });

  it('joins filters and groups with AND before OR; the first andOr is ignored, 0 is AND', () => {
    const vars = { a: 1, b: 2, c: 3 };
    const yes = f('a', 'eq', ['1']);
    const no = f('b', 'eq', ['9']);
    expect(
      conditionsMatch(
        [
          g([
            { ...yes, andOr: 2 },
            { ...yes, andOr: 1 },
          ]),
        ],
        vars,
      ),
    ).toBe(true);
    expect(conditionsMatch([g([yes, { ...no, andOr: 1 }])], vars)).toBe(false);
    expect(conditionsMatch([g([yes, { ...no, andOr: 0 }])], vars)).toBe(false);
    expect(conditionsMatch([g([no, { ...yes, andOr: 2 }])], vars)).toBe(true);
    // no && yes || yes  ->  (no && yes) || yes  ->  true;  yes || no && no  ->  true
    expect(conditionsMatch([g([no, { ...yes, andOr: 1 }, { ...yes, andOr: 2 }])], vars)).toBe(true);
    expect(conditionsMatch([g([yes, { ...no, andOr: 2 }, { ...no, andOr: 1 }])], vars)).toBe(true);
    // Groups: (yes) && (no) is false, (no) || (yes) is true.
    expect(conditionsMatch([g([yes]), g([no], 1)], vars)).toBe(false);
    expect(conditionsMatch([g([no]), g([yes], 2)], vars)).toBe(true);
    expect(conditionsMatch([], vars)).toBe(true);
  });

  it('writes the expression', () => {
    expect(
      expressionOf([
        g([f('t', 'gt', ['30']), f('h', 'bet', ['1', '2'], 1)]),
        g([f('sysReportTime', 'nbet', ['1', '2'])], 2),
      ]),
    ).toBe('(t > 30 && h between 1 and 2) || (CreateTime not between 1 and 2)');
  });
});
