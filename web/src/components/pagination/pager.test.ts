import { describe, expect, it } from 'vitest';
import { normalisePagerCount, pagerItems } from './pager';

describe('pagerItems (Element el-pager)', () => {
  it.each([
    // page, pages, pager count -> middle, prev more, next more
    [1, 1, 7, [], false, false],
    [1, 2, 7, [], false, false],
    [1, 7, 7, [2, 3, 4, 5, 6], false, false],
    [4, 7, 7, [2, 3, 4, 5, 6], false, false],
    [1, 8, 7, [2, 3, 4, 5, 6], false, true],
    [4, 8, 7, [2, 3, 4, 5, 6], false, true],
    [5, 8, 7, [3, 4, 5, 6, 7], true, false],
    [1, 50, 7, [2, 3, 4, 5, 6], false, true],
    [25, 50, 7, [23, 24, 25, 26, 27], true, true],
    [47, 50, 7, [45, 46, 47, 48, 49], true, false],
    [46, 50, 7, [44, 45, 46, 47, 48], true, true],
    [1, 50, 5, [2, 3, 4], false, true],
    [3, 50, 5, [2, 3, 4], false, true],
    [4, 50, 5, [3, 4, 5], true, true],
    [25, 50, 5, [24, 25, 26], true, true],
    [50, 50, 5, [47, 48, 49], true, false],
    [1, 5, 5, [2, 3, 4], false, false],
    [50, 100, 9, [47, 48, 49, 50, 51, 52, 53], true, true],
  ])('page %d of %d, %d buttons', (page, pages, count, middle, prevMore, nextMore) =>
    expect(pagerItems(page, pages, count)).toEqual({ middle, prevMore, nextMore }),
  );

  it('never shows more numbers than the pager count', () => {
    for (const count of [5, 7, 9, 21])
      for (const pages of [1, 5, 6, 7, 8, 30])
        for (let page = 1; page <= pages; page++) {
          const { middle } = pagerItems(page, pages, count);
          const shown = new Set([1, ...middle, pages]);
          expect(shown.size).toBeLessThanOrEqual(count);
          expect(shown.has(page)).toBe(true);
        }
  });
});

describe('normalisePagerCount', () => {
  it.each([
    [5, 5],
    [7, 7],
    [6, 7],
    [8, 9],
    [3, 5],
    [0, 5],
    [21, 21],
    [22, 21],
    [100, 21],
    [7.5, 7],
  ])('%d -> %d', (count, out) => expect(normalisePagerCount(count)).toBe(out));
});
