/** A MediaQueryList for `query` that answers `matches` and never changes (jsdom has no matchMedia). */
export const staticMediaList = (query: string, matches: boolean) =>
  ({
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

/**
 * A matchMedia for a screen `width` px wide: answers the min-width and max-width parts of a query
 * (antd's breakpoints, lib/viewport's widths); anything else does not match.
 */
export function screenOfWidth(width: number): (query: string) => MediaQueryList {
  return (query) => {
    const parts = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
    const matches = parts.length > 0 && parts.every(([, side, px]) => (side === 'min' ? width >= +px : width <= +px));
    return staticMediaList(query, matches);
  };
}
