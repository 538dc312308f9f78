// The map follows its box: ECharts draws at the size it measured, so the map resizes whenever its
// box changes size (a panel growing with its row, a scroll bar appearing), whatever caused it.
import { act, render } from '@testing-library/react';
import { forwardRef, useImperativeHandle } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import MapChart from './MapChart';

const resize = vi.fn();
vi.mock('echarts-for-react/esm/core', () => ({
  default: forwardRef(function FakeChart(props: { style: React.CSSProperties }, ref) {
    // Drawn at another size than its box has (jsdom: 0 x 0).
    useImperativeHandle(ref, () => ({
      getEchartsInstance: () => ({ resize, getWidth: () => 812, getHeight: () => 420, isDisposed: () => false }),
    }));
    return <div data-testid="chart" style={props.style} />;
  }),
}));

let observed: { target: Element; callback: ResizeObserverCallback }[] = [];
beforeEach(() => {
  observed = [];
  resize.mockClear();
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private callback: ResizeObserverCallback) {}
      observe(target: Element) {
        observed.push({ target, callback: this.callback });
      }
      unobserve() {}
      disconnect() {
        observed = observed.filter((o) => o.callback !== this.callback);
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const device = { key: 'd', name: 'D', productName: 'P', status: 2, lng: 121.47, lat: 31.23, address: '' };

describe('the map chart', () => {
  it('fills its box and resizes whenever the box changes size', () => {
    const { getByTestId, unmount } = render(<MapChart devices={[device]} statusNames={['a', 'b', 'c']} />);
    const chart = getByTestId('chart');
    expect([chart.style.width, chart.style.height]).toEqual(['100%', '100%']);
    const watch = observed.find((o) => o.target === chart || o.target.contains(chart));
    expect(watch).toBeDefined();
    // Every change counts, the first one too.
    act(() => watch!.callback([], {} as ResizeObserver));
    act(() => watch!.callback([], {} as ResizeObserver));
    expect(resize).toHaveBeenCalledTimes(2);
    unmount();
    expect(observed).toHaveLength(0);
  });
});
