import type { UserMenu } from '@iot/contract';
import { PERMISSIONS, routeName } from '@iot/contract/permissions';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http } from '@/test/httpMock';
import { grant, setUpPageTests } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { testMenu } from '@/test/routes';
import { useUserStore } from '@/stores/user';
import { IotOverview } from './IotOverview';
import { analysisAnswer, seededAlarmAnswer } from '@/test/analysisData';

vi.mock('@/lib/http', () => import('@/test/httpMock'));

setUpPageTests({ serve: () => http.get.mockImplementation(analysisAnswer) });

/** A page of the user's menus, named as the server names the menu of `rule`. */
const pageOf = (rule: string, id: number): UserMenu =>
  testMenu(`/page/${id}`, { id, name: routeName(rule), component: 'x/index' }, { title: rule, roles: ['common'] });
const menus = (menuList: UserMenu[] | null) => act(() => useUserStore.setState({ menuList }));

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
    // 0 + 1 + ... + 59 messages in the last hour, a bar a minute, the tallest as high as the chart.
    const bars = await screen.findByRole('img', { name: 'Messages per minute' });
    expect(screen.getByText('1770 in the last hour')).toBeInTheDocument();
    const columns = bars.querySelectorAll('g');
    expect(columns).toHaveLength(60);
    expect(columns[59].querySelectorAll('rect')[1]).toHaveAttribute('height', '100');
    expect(columns[0].querySelectorAll('rect')[1]).toHaveAttribute('height', '0');
    // The caption names the latest minute, then the one under the pointer.
    const caption = within(screen.getByTestId('message-bars')).getByText(/messages$/);
    expect(caption).toHaveTextContent(/: 59 messages$/);
    fireEvent.pointerEnter(columns[30]);
    expect(caption).toHaveTextContent(/: 30 messages$/);
    expect(await screen.findByText('Open alarms (4)')).toBeInTheDocument();
    expect(screen.getByTestId('level-1')).toHaveTextContent('1');
    // The seeded level names in the user's language.
    expect(screen.getByTestId('level-1').closest('li')).toHaveTextContent('Critical');
    expect(screen.getByTestId('level-2')).toHaveTextContent('3');
    const latest = screen.getByRole('link', { name: /Too hot/ });
    expect(latest).toHaveAttribute('href', '/iot/alarm/log');
    expect(screen.getByText(/Boiler 1 · 2026-11-26 08:30:00/)).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith('/api/v1/analysis/messageRate', { unit: 'minute' });
  });

  it("names the latest alarms' seeded levels and demo devices in the user's language", async () => {
    http.get.mockImplementation(seededAlarmAnswer);
    renderWithProviders(<IotOverview />, { route: '/home' });
    const item = (await screen.findByRole('link', { name: /Too hot/ })).closest('li') as HTMLElement;
    expect(within(item).getByText('Critical')).toBeInTheDocument();
    expect(item).toHaveTextContent('Temperature and humidity sensor 1 · 2026-11-26 08:30:00');
    expect(item).not.toHaveTextContent(/超紧急|温湿度传感器/);
  });

  it('shows a common user (IoT pages in their menus, no button permissions) the parts their pages allow', async () => {
    // The seeded common role: its IoT list pages are menus; GFast's `permissions` lists buttons only.
    grant([]);
    menus([
      { ...pageOf('iot', 1), children: [pageOf(PERMISSIONS.device.list, 2), pageOf(PERMISSIONS.alarm.logList, 3)] },
    ]);
    try {
      renderWithProviders(<IotOverview />, { route: '/home' });
      expect(await screen.findByText('Devices online')).toBeInTheDocument();
      expect(await screen.findByText('Open alarms (4)')).toBeInTheDocument();
      expect(await screen.findByRole('img', { name: 'Messages per minute' })).toBeInTheDocument();
      // No product list page: no product figure, and no call the server would refuse.
      expect(screen.queryByText('Products')).toBeNull();
      const urls = http.get.mock.calls.map(([url]) => url);
      expect(urls).not.toContain('/api/v1/analysis/productCount');
      expect(urls).toContain('/api/v1/analysis/deviceOnlineOfflineCount');
    } finally {
      menus(null);
    }
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
