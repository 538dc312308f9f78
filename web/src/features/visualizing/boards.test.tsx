import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { analysisAnswer, seededAlarmAnswer } from '@/test/analysisData';
import { http } from '@/test/httpMock';
import { setUpPageTests } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { VisualizingDemo1, VisualizingDemo2 } from './boards';
import { isoWeek } from './Dashboard';

vi.mock('@/lib/http', () => import('@/test/httpMock'));
// jsdom has no canvas: each chart shows what it was given.
vi.mock('./SeriesChart', () => ({
  default: ({ points, name }: { points: { Value: number }[]; name: string }) => (
    <div data-testid="series">
      {name}: {points.reduce((s, p) => s + p.Value, 0)}
    </div>
  ),
}));
vi.mock('./MapChart', () => ({
  default: ({ devices }: { devices: { name: string; lng: number; lat: number }[] }) => (
    <div data-testid="map">{devices.map((d) => `${d.name} @ ${d.lng},${d.lat}`).join('; ')}</div>
  ),
}));
vi.mock('./LevelPie', () => ({
  default: ({ levels }: { levels: { name: string; count: number }[] }) => (
    <div data-testid="pie">{levels.map((l) => `${l.name}=${l.count}`).join(' ')}</div>
  ),
}));

setUpPageTests({ serve: () => http.get.mockImplementation(analysisAnswer) });

const panel = (name: string) => screen.getByRole('region', { name });

describe('visualising boards', { timeout: 60000 }, () => {
  it.each([
    ['demo 1', VisualizingDemo1, 'IoT device monitoring centre'],
    ['demo 2', VisualizingDemo2, 'IoT operations at a glance'],
  ])('%s shows the server figures: devices, messages, map, alarms, events', async (_, Board, title) => {
    renderWithProviders(<Board />, { route: '/visualizingDemo1' });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const devices = await screen.findByRole('region', { name: 'Devices' });
    expect(await within(devices).findByText('17')).toBeInTheDocument();
    expect(within(devices).getByText('11')).toBeInTheDocument();
    // 11 online of 15 enabled.
    expect(within(devices).getByText('73%')).toBeInTheDocument();
    expect(within(devices).getByText('1234')).toBeInTheDocument();
    expect(await within(panel('Devices on the map')).findByTestId('map')).toHaveTextContent('Boiler 1 @ 121.47,31.23');
    expect(await within(panel('Open alarms by level')).findByTestId('pie')).toHaveTextContent('超紧急=1 紧急=3');
    expect(await within(panel('Messages per second (last minute)')).findByTestId('series')).toHaveTextContent(
      'Messages: 1770',
    );
    expect(within(panel('Recent events')).getByText('Device online')).toBeInTheDocument();
    expect(within(panel('Latest alarms')).getByText(/Too hot · Boiler 1/)).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith('/api/v1/analysis/messageRate', { unit: 'second' });
  });

  it("names the latest alarms' seeded levels and demo devices in the user's language", async () => {
    http.get.mockImplementation(seededAlarmAnswer);
    renderWithProviders(<VisualizingDemo1 />, { route: '/visualizingDemo1' });
    const alarms = await screen.findByRole('region', { name: 'Latest alarms' });
    expect(await within(alarms).findByText('Critical')).toBeInTheDocument();
    expect(within(alarms).getByText(/Too hot · Temperature and humidity sensor 1/)).toBeInTheDocument();
  });

  it('counts ISO weeks for the clock', () => {
    expect(isoWeek(new Date(2026, 0, 1))).toBe(1);
    expect(isoWeek(new Date(2027, 0, 1))).toBe(53);
    expect(isoWeek(new Date(2026, 10, 26))).toBe(48);
  });
});
