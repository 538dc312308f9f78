// The boards' frame and map panel: the way back home reads on the board in both themes, and the map
// says how many of the devices it can place.
import { screen, within } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { analysisAnswer } from '@/test/analysisData';
import { http } from '@/test/httpMock';
import { setUpPageTests } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { VisualizingDemo1, VisualizingDemo2 } from './boards';

vi.mock('@/lib/http', () => import('@/test/httpMock'));
vi.mock('./SeriesChart', () => ({ default: () => <div /> }));
vi.mock('./LevelPie', () => ({ default: () => <div /> }));
vi.mock('./MapChart', () => ({
  default: ({ devices }: { devices: unknown[] }) => <div data-testid="map">{devices.length} on the map</div>,
}));

setUpPageTests({ serve: () => http.get.mockImplementation(analysisAnswer) });

/** WCAG 2 contrast of two opaque colours given as 'rgb(r, g, b)' or '#rrggbb'. */
function contrast(a: string, b: string): number {
  const rgb = (c: string) =>
    c.startsWith('#') ? [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)) : (c.match(/\d+/g) ?? []).map(Number);
  const lum = (c: string) => {
    const [r, g, bl] = rgb(c).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [lum(a), lum(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

describe('board frame', { timeout: 60000 }, () => {
  it.each([
    ['demo 1', 'light', VisualizingDemo1, theme.defaultAlgorithm],
    ['demo 1', 'dark', VisualizingDemo1, theme.darkAlgorithm],
    ['demo 2', 'light', VisualizingDemo2, theme.defaultAlgorithm],
    ['demo 2', 'dark', VisualizingDemo2, theme.darkAlgorithm],
  ])('%s: "Back to home" reads on the board in the %s theme', (_, __, Board, algorithm) => {
    // antd's ghost button takes the theme's container colour (near black in the dark theme); the
    // board sets its own, which jsdom (no antd styles) reads back.
    renderWithProviders(
      <ConfigProvider theme={{ algorithm }}>
        <Board />
      </ConfigProvider>,
    );
    const back = screen.getByRole('button', { name: 'Back to home' });
    const board = screen.getByRole('heading', { level: 1 }).closest('header')!.parentElement!;
    // Every colour of the board's background gradient.
    const stops = board.style.background.match(/#[\da-f]{6}|rgb\([^)]*\)/gi) ?? [];
    expect(stops.length).toBeGreaterThan(1);
    const { color, borderColor } = getComputedStyle(back);
    for (const stop of stops) {
      expect(contrast(color, stop), `${color} on ${stop}`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(borderColor, stop), `border ${borderColor} on ${stop}`).toBeGreaterThanOrEqual(3);
    }
  });

  it.each([
    ['demo 1', VisualizingDemo1],
    ['demo 2', VisualizingDemo2],
  ])('%s: the map says how many of the devices have a location, and fills its panel', async (_, Board) => {
    renderWithProviders(<Board />);
    const panel = screen.getByRole('region', { name: 'Devices on the map' });
    // One device of the 17 the headline counts has coordinates.
    expect(await within(panel).findByTestId('map')).toHaveTextContent('1 on the map');
    expect(await within(panel).findByText('1 of 17 devices have a location')).toBeInTheDocument();
    // The map takes the panel's whole height (the panel grows with its row), not a fixed strip of it.
    const area = within(panel).getByTestId('map').parentElement!;
    expect(area.style.flex).toMatch(/^1 /);
    for (let el: HTMLElement | null = area.parentElement; el && el !== panel; el = el.parentElement)
      expect([el.style.display, el.style.flexDirection]).toEqual(['flex', 'column']);
  });
});
