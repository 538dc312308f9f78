// Element Plus's pager: which page buttons show, and where the "more" jumpers go.

export interface PagerItems {
  /** Page numbers between the first and the last page. */
  middle: number[];
  /** Whether a jumper stands before / after the middle pages. */
  prevMore: boolean;
  nextMore: boolean;
}

/** The pager count Element accepts: an odd number from 5 to 21 (an even one goes up by one). */
export const normalisePagerCount = (count: number) => Math.min(21, Math.max(5, Math.floor(count) | 1));

/**
 * The buttons for `page` of `pageCount` showing at most `pagerCount` page numbers: page 1, the
 * middle pages and the last page, with a jumper wherever pages are left out (Element's el-pager).
 */
export function pagerItems(page: number, pageCount: number, pagerCount: number): PagerItems {
  const half = (pagerCount - 1) / 2;
  const prevMore = pageCount > pagerCount && page > pagerCount - half;
  const nextMore = pageCount > pagerCount && page < pageCount - half;
  const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  let middle: number[];
  if (prevMore && nextMore) {
    const offset = Math.floor(pagerCount / 2) - 1;
    middle = range(page - offset, page + offset);
  } else if (prevMore) middle = range(pageCount - (pagerCount - 2), pageCount - 1);
  else if (nextMore) middle = range(2, pagerCount - 1);
  else middle = range(2, pageCount - 1);
  return { middle, prevMore, nextMore };
}
