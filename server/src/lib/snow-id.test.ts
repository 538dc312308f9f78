import { describe, expect, it } from 'vitest';
import { nextSnowId } from './snow-id.ts';

describe('nextSnowId', () => {
  it('gives increasing, distinct ids that stay JSON-safe numbers', () => {
    const ids = Array.from({ length: 2000 }, () => nextSnowId());
    expect(new Set(ids).size).toBe(ids.length);
    for (let i = 1; i < ids.length; i++) expect(ids[i]).toBeGreaterThan(ids[i - 1]);
    expect(ids.every(Number.isSafeInteger)).toBe(true);
  });

  it('keeps increasing within one millisecond and when the clock steps back', () => {
    const frozen = () => Date.UTC(2030, 0, 1);
    const a = Array.from({ length: 600 }, () => nextSnowId(frozen));
    expect(new Set(a).size).toBe(600);
    const back = nextSnowId(() => Date.UTC(2029, 0, 1));
    expect(back).toBeGreaterThan(a[a.length - 1]);
  });

  it('stays below 2^53 until 2093', () => {
    expect(Number.isSafeInteger(nextSnowId(() => Date.UTC(2093, 0, 1)))).toBe(true);
  });
});
