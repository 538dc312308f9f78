import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { MOBILE_WIDTH, NARROW_WIDTH, useWidthAtLeast, useWidthBelow } from './viewport';

/** A viewport `width` px wide that answers min-width and max-width queries and tells its listeners of a resize. */
function viewport(width: number) {
  const listeners = new Set<() => void>();
  const matches = (query: string) => {
    const [, kind, px] = /\((min|max)-width: ([\d.]+)px\)/.exec(query)!;
    return kind === 'min' ? width >= Number(px) : width <= Number(px);
  };
  window.matchMedia = ((query: string) => ({
    get matches() {
      return matches(query);
    },
    media: query,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  })) as never;
  return {
    resize(to: number) {
      width = to;
      act(() => listeners.forEach((l) => l()));
    },
    listeners,
  };
}

function Probe() {
  const mobile = useWidthBelow(MOBILE_WIDTH);
  const narrow = useWidthBelow(NARROW_WIDTH);
  const wide = useWidthAtLeast(NARROW_WIDTH);
  return <output>{`mobile=${mobile} narrow=${narrow} wide=${wide}`}</output>;
}
const shown = () => screen.getByRole('status').textContent;

const realMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

describe('viewport hooks', () => {
  it('answer at the breakpoints (1000 px mobile, 768 px narrow / antd md) and follow resizes', () => {
    const screenSize = viewport(1280);
    const { unmount } = render(<Probe />);
    expect(shown()).toBe('mobile=false narrow=false wide=true');
    screenSize.resize(999);
    expect(shown()).toBe('mobile=true narrow=false wide=true');
    screenSize.resize(768);
    expect(shown()).toBe('mobile=true narrow=false wide=true');
    screenSize.resize(767);
    expect(shown()).toBe('mobile=true narrow=true wide=false');
    screenSize.resize(1000);
    expect(shown()).toBe('mobile=false narrow=false wide=true');
    unmount();
    expect(screenSize.listeners.size).toBe(0);
  });

  it('render the desktop page on the server (the pre-rendered login)', () => {
    viewport(320);
    expect(renderToString(<Probe />)).toContain('mobile=false narrow=false wide=false');
  });
});
