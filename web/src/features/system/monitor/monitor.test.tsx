import type { MonitorServer } from '@iot/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http } from '@/test/httpMock';
import { grant, setUpPageTests } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { ClearCacheButton, ServerMonitorPage } from './index';

vi.mock('@/lib/http', () => import('@/test/httpMock'));
// The charts are ECharts on a canvas: out of scope here, a stand-in shows what they were given.
vi.mock('./MonitorCharts', () => ({
  default: (p: { kind: string; title?: string; value?: number }) => (
    <div>{`${p.kind}:${p.title ?? ''}:${p.value ?? ''}`}</div>
  ),
}));

const stats: MonitorServer = {
  cpuNum: 8,
  cpuUsed: 12.5,
  cpuAvg5: '0.50',
  cpuAvg15: '0.40',
  memTotal: 8 * 1024 ** 3,
  memUsed: 2 * 1024 ** 3,
  memFree: 6 * 1024 ** 3,
  memUsage: 25,
  goTotal: 0,
  goUsed: 100 * 1024 ** 2,
  goFree: 0,
  goUsage: 1.2,
  sysComputerName: 'iot-host',
  sysOsName: 'Linux 6.1',
  sysComputerIp: '10.0.0.5',
  sysOsArch: 'x64',
  goName: 'Node.js',
  goVersion: 'v20.11.0',
  goStartTime: '2024-02-01 09:00:00',
  goRunTime: 90061,
  goHome: '/usr/bin/node',
  goUserDir: '/srv',
  diskList: [
    {
      path: '/srv',
      fstype: '0xef53',
      total: 100 * 1024 ** 3,
      free: 40 * 1024 ** 3,
      used: 60 * 1024 ** 3,
      usedPercent: 60,
      inodesTotal: 1,
      inodesUsed: 0,
      inodesFree: 1,
      inodesUsedPercent: 0,
    },
  ],
  heapUsed: 50 * 1024 ** 2,
  heapTotal: 80 * 1024 ** 2,
  database: { engine: 'postgres', version: '16.2', size: 12 * 1024 ** 2, connections: 7 },
  mqtt: { connectedDevices: 3, messagesPerSecond: 4.5, messagesTotal: 900 },
};

function serve() {
  http.get.mockImplementation(async (url: string) => {
    if (url.endsWith('/monitor/server')) return stats;
    throw new Error(`unexpected GET ${url}`);
  });
}

setUpPageTests({ serve });

describe('server monitor', { timeout: 60000 }, () => {
  it('shows the host, disks, CPU and memory gauges, the database and the broker', async () => {
    renderWithProviders(<ServerMonitorPage />);
    expect(await screen.findByText('iot-host')).toBeInTheDocument();
    expect(screen.getByText('1 d 1 h 1 min 1 s')).toBeInTheDocument();
    expect(screen.getByText('/srv')).toBeInTheDocument();
    expect(screen.getByText('100 GB')).toBeInTheDocument();
    expect(await screen.findByText('gauge:CPU usage:12.5')).toBeInTheDocument();
    expect(screen.getByText('gauge:Memory usage:25')).toBeInTheDocument();
    expect(screen.getByText('PostgreSQL')).toBeInTheDocument();
    expect(screen.getByText('12.0 MB')).toBeInTheDocument();
    expect(screen.getByText('4.5')).toBeInTheDocument();
    expect(screen.getByText(/^Updated /)).toBeInTheDocument();
  });

  it('says so when the server cannot be read', async () => {
    http.get.mockRejectedValue(new Error('down'));
    renderWithProviders(<ServerMonitorPage />);
    expect(
      await screen.findByText("Cannot read the server's state; retrying…", {}, { timeout: 10000 }),
    ).toBeInTheDocument();
  });

  it('clears the cache after confirming, then reloads', async () => {
    http.del.mockResolvedValue(null);
    const reload = vi.fn();
    renderWithProviders(<ClearCacheButton reload={reload} />);
    fireEvent.click(screen.getByRole('button', { name: /Clear cache$/ }));
    expect(await screen.findByText(/Clear the cached rights/)).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'OK' }).at(-1)!);
    await waitFor(() => expect(http.del).toHaveBeenCalledWith('/api/v1/system/cache/remove'));
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });

  it('hides clear cache without its permission', () => {
    grant(['api/v1/system/monitor/server']);
    renderWithProviders(<ClearCacheButton />);
    expect(screen.queryByRole('button', { name: /Clear cache/ })).toBeNull();
  });
});
