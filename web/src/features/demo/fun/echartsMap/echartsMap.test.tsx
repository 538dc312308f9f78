import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http } from '@/test/httpMock';
import { setUpPageTests } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { itHasEveryLanguage } from '@/test/texts';
import { EchartsMapDemo } from './EchartsMapDemo';
import { demoTexts, ECHARTS_MAP } from './texts';

type Tooltip = (p: unknown) => string;
/** The tooltip formatter the chart was last given (the tests call it). */
const shown = vi.hoisted(() => ({ tooltip: undefined as Tooltip | undefined }));

vi.mock('@/lib/http', () => import('@/test/httpMock'));
// jsdom has no canvas: the chart is replaced by the series it is given.
vi.mock('./MapChart', () => ({
  default: ({
    option,
  }: {
    option: { tooltip: { formatter: Tooltip }; series: { name: string; data: { name: string; value: number[] }[] }[] };
  }) => {
    shown.tooltip = option.tooltip.formatter;
    return (
      <ol data-testid="map">
        {option.series.map((s) => (
          <li key={s.name}>
            {s.name}: {s.data.map((d) => `${d.name}@${d.value.join(',')}`).join(' ')}
          </li>
        ))}
      </ol>
    );
  },
}));

const device = (key: string, status: number, lng: number, lat: number) => ({
  key,
  name: key,
  productName: 'Boilers',
  status,
  lng,
  lat,
  address: '',
});

setUpPageTests({
  serve: () =>
    http.get.mockImplementation(async (url: string) => {
      if (url === '/api/v1/analysis/deviceLocations')
        return { data: [device('b1', 2, 121.47, 31.23), device('b2', 1, 116.4, 39.9), device('b3', 2, 8.68, 50.11)] };
      throw new Error(`unexpected GET ${url}`);
    }),
});

describe('map chart demo', { timeout: 60000 }, () => {
  itHasEveryLanguage(ECHARTS_MAP, demoTexts);

  it("puts the caller's devices on the map by status, at their coordinates", async () => {
    renderWithProviders(<EchartsMapDemo />);
    expect(screen.getByTestId('demo-echarts-map')).toBeInTheDocument();
    const map = await screen.findByTestId('map');
    await vi.waitFor(() => expect(map).toHaveTextContent('Online: b1@121.47,31.23 b3@8.68,50.11'));
    expect(map).toHaveTextContent('Offline: b2@116.4,39.9');
    expect(screen.getByText('Online: 2')).toBeInTheDocument();
  });

  it("shows a device's name and product in the tooltip as text, never as markup", async () => {
    renderWithProviders(<EchartsMapDemo />);
    await screen.findByTestId('map');
    const EVIL =
      '<a href="https://evil">x</a><style>body{display:none}</style><meta http-equiv="refresh" content="0;url=https://evil">';
    const html = shown.tooltip!({ name: EVIL, data: { name: EVIL, product: EVIL, value: [1, 2] } });
    expect(html).not.toMatch(/<a|<style|<meta/i);
    expect(html).toContain('&lt;a href=&quot;https://evil&quot;&gt;x&lt;/a&gt;&lt;style&gt;');
    expect(shown.tooltip!({ name: 'b1', data: { name: 'b1', product: 'Boilers', value: [1, 2] } })).toBe(
      'b1<br/>Boilers',
    );
  });
});
