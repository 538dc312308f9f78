import { PERMISSIONS } from '@iot/contract/permissions';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http } from '@/test/httpMock';
import { grant, setUpPageTests } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { IotOverview } from './IotOverview';
import { analysisAnswer } from '@/test/analysisData';

vi.mock('@/lib/http', () => import('@/test/httpMock'));
// jsdom has no canvas: the chart shows what it was given.
vi.mock('./SeriesChart', () => ({
  default: ({ points }: { points: { Value: number }[] }) => (
    <div data-testid="chart">{points.reduce((s, p) => s + p.Value, 0)} messages</div>
  ),
}));

setUpPageTests({ serve: () => http.get.mockImplementation(analysisAnswer) });

describe('home IoT overview', { timeout: 60000 }, () => {
  it('shows devices, products, messages per minute, open alarms by level and the latest alarms', async () => {
    renderWithProviders(<IotOverview />, { route: '/home' });
    const online = (await screen.findByText('Devices online')).closest('.ant-card') as HTMLElement;
    expect(await within(online).findByText('11')).toBeInTheDocument();
    expect(within(online).getByText('/ 17')).toBeInTheDocument();
    const offline = screen.getByText('Devices offline').closest('.ant-card') as HTMLElement;
    expect(within(offline).getByText('4')).toBeInTheDocument();
    const disabled = screen.getByText('Devices disabled').closest('.ant-card') as HTMLElement;
    expect(within(disabled).getByText('2')).toBeInTheDocument();
    expect(await screen.findByText('5 published')).toBeInTheDocument();
    // 0 + 1 + ... + 59 messages in the last hour, drawn by the lazily loaded chart.
    expect(await screen.findByTestId('chart')).toHaveTextContent('1770 messages');
    expect(screen.getByText('1770 in the last hour')).toBeInTheDocument();
    expect(await screen.findByText('Open alarms (4)')).toBeInTheDocument();
    expect(screen.getByTestId('level-1')).toHaveTextContent('1');
    expect(screen.getByTestId('level-2')).toHaveTextContent('3');
    const latest = screen.getByRole('link', { name: /Too hot/ });
    expect(latest).toHaveAttribute('href', '/iot/alarm/log');
    expect(screen.getByText(/Boiler 1 · 2026-11-26 08:30:00/)).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith('/api/v1/analysis/messageRate', { unit: 'minute' });
  });

  it('shows only what the user may see, and nothing without the IoT lists', async () => {
    grant([PERMISSIONS.device.list]);
    const { unmount } = renderWithProviders(<IotOverview />, { route: '/home' });
    expect(await screen.findByText('Devices online')).toBeInTheDocument();
    expect(screen.queryByText('Products')).toBeNull();
    expect(screen.queryByText(/Open alarms/)).toBeNull();
    expect(http.get.mock.calls.map(([url]) => url)).not.toContain('/api/v1/analysis/alarmOpen');
    unmount();
    grant([PERMISSIONS.post.list]);
    renderWithProviders(<IotOverview />, { route: '/home' });
    expect(screen.queryByTestId('iot-overview')).toBeNull();
  });
});
