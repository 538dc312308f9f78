import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http } from '@/test/httpMock';
import { byText, clickSends, fill, grant, rowOf, setUpPageTests, fillAndSave } from '@/test/page';
import { screenOfWidth } from '@/test/media';
import { renderWithProviders } from '@/test/render';
import { AlarmLogPage } from '../index';
import { levels, log, products } from '../testData';

vi.mock('@/lib/http', () => import('@/test/httpMock'));

const logs = [
  log(1, 'Too hot'),
  log(2, 'Door open', {
    level: 4,
    status: 1,
    count: 1,
    handledBy: 'admin',
    content: 'closed it',
    devcie: { id: 8, name: 'Front door', key: 'd-1' },
  }),
  log(3, 'Too cold', { status: 0 }),
];

function serve() {
  http.get.mockImplementation(async (url: string) => {
    if (url.endsWith('/alarm/level/all')) return { list: levels };
    if (url.endsWith('/alarm/log/list')) return { list: logs, currentPage: 1, Total: 3 };
    if (url.endsWith('/product/list')) return { product: products };
    throw new Error(`unexpected GET ${url}`);
  });
}

const listCalls = () => http.get.mock.calls.filter(([url]) => String(url).endsWith('/alarm/log/list'));

setUpPageTests({ serve });

describe('alarm log', { timeout: 60000 }, () => {
  it('lists the alarms with level, product, device, count and status', async () => {
    renderWithProviders(<AlarmLogPage />);
    expect(await screen.findByText('Too hot')).toBeInTheDocument();
    expect(listCalls()[0][1]).toEqual({ pageNum: 1, pageSize: 20 });
    const hot = rowOf('Too hot');
    expect(await within(hot).findByText('Critical')).toBeInTheDocument();
    expect(within(hot).getByText('Thermometer')).toBeInTheDocument();
    expect(within(hot).getByText('Lab thermometer')).toBeInTheDocument();
    expect(within(hot).getByText('2024-03-02 08:30:00')).toBeInTheDocument();
    expect(within(hot).getByText('Open')).toBeInTheDocument();
    const door = rowOf('Door open');
    expect(within(door).getByText('Handled')).toBeInTheDocument();
    expect(within(door).getByText('Front door')).toBeInTheDocument();
    expect(within(door).queryByRole('button', { name: /Handle$/ })).toBeNull();
  });

  it("shows an alarm's data as key: value pairs, not raw JSON", async () => {
    renderWithProviders(<AlarmLogPage />);
    expect(await screen.findByText('Too hot')).toBeInTheDocument();
    expect(within(rowOf('Too hot')).getByText('temp: 81')).toBeInTheDocument();
    expect(screen.queryByText('{"temp":81}')).toBeNull();
  });

  it('keeps its key columns in view at 1366 px: time, level, status first, the actions pinned right (issue 23)', async () => {
    const real = window.matchMedia;
    window.matchMedia = screenOfWidth(1366);
    try {
      renderWithProviders(<AlarmLogPage />);
      expect(await screen.findByText('Too hot')).toBeInTheDocument();
      const headers = screen.getAllByRole('columnheader');
      expect(headers.slice(1, 5).map((h) => h.textContent)).toEqual(['Alarm time', 'Level', 'Status', 'Rule']);
      expect(headers.at(-1)).toHaveTextContent('Actions');
      expect(headers.at(-1)!.className).toMatch(/ant-table-cell-fix-(right|end)/);
      // Cut data says all of itself on hover.
      const data = within(rowOf('Too hot')).getByText('temp: 81');
      fireEvent.mouseEnter(data);
      expect(await screen.findByRole('tooltip')).toHaveTextContent('temp: 81');
    } finally {
      window.matchMedia = real;
    }
  });

  it("on a device's page: no product filter, and no product or device column", async () => {
    renderWithProviders(<AlarmLogPage fixed={{ deviceKey: 't-001' }} />);
    expect(await screen.findByText('Too hot')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Product' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Product' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Device' })).toBeNull();
    expect(http.get.mock.calls.some(([url]) => String(url).endsWith('/product/list'))).toBe(false);
  });

  it("names the seeded levels, demo product and demo devices in the user's language, in the list and the detail", async () => {
    const seeded = log(9, 'Seeded', {
      alarmLevel: { level: 1, name: '超紧急', color: '#f5222d' },
      productKey: 'demo_th_sensor',
      deviceKey: 'th_0002',
      product: { id: 1, name: '温湿度传感器', key: 'demo_th_sensor' },
      devcie: { id: 2, name: '温湿度传感器 2', key: 'th_0002' },
    });
    http.get.mockImplementation(async (url: string) => {
      if (url.endsWith('/alarm/level/all')) return { list: [{ level: 1, name: '超紧急', color: '#f5222d' }] };
      if (url.endsWith('/alarm/log/list')) return { list: [seeded], currentPage: 1, Total: 1 };
      if (url.endsWith('/product/list')) return { product: [{ id: 1, key: 'demo_th_sensor', name: '温湿度传感器' }] };
      throw new Error(`unexpected GET ${url}`);
    });
    renderWithProviders(<AlarmLogPage />);
    await screen.findByText('Seeded');
    const row = rowOf('Seeded');
    expect(await within(row).findByText('Critical')).toBeInTheDocument();
    expect(within(row).getByText('Temperature and humidity sensor')).toBeInTheDocument();
    expect(within(row).getByText('Temperature and humidity sensor 2')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: /Detail$/ }));
    expect(await screen.findByText('Temperature and humidity sensor 2 (th_0002)')).toBeInTheDocument();
    expect(screen.queryByText(/超紧急|温湿度传感器/)).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Product' }));
    expect(await screen.findByTitle('Temperature and humidity sensor (demo_th_sensor)')).toBeInTheDocument();
  });

  it('names the products of its filter by name and key', async () => {
    renderWithProviders(<AlarmLogPage />);
    await screen.findByText('Too hot');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Product' }));
    expect(await screen.findByTitle('Thermometer (thermo)')).toBeInTheDocument();
    expect(screen.getByTitle('Door sensor (door)')).toBeInTheDocument();
  });

  it('searches by status and device key', async () => {
    renderWithProviders(<AlarmLogPage />);
    await screen.findByText('Too hot');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByTitle('Ignored'));
    fill(screen.getByLabelText('Device key'), ' t-001 ');
    fireEvent.click(byText('Search'));
    await waitFor(() =>
      expect(listCalls().at(-1)?.[1]).toEqual({ pageNum: 1, pageSize: 20, status: 2, deviceKey: 't-001' }),
    );
  });

  it('shows the detail with the data', async () => {
    renderWithProviders(<AlarmLogPage />);
    await screen.findByText('Too hot');
    fireEvent.click(within(rowOf('Too hot')).getByRole('button', { name: /Detail$/ }));
    expect(await screen.findByText('Alarm detail')).toBeInTheDocument();
    expect(screen.getByText('temp > 80')).toBeInTheDocument();
    expect(screen.getByText(/"temp": 81/)).toBeInTheDocument();
  });

  it('handles an alarm as ignored with a note', async () => {
    http.post.mockResolvedValue(null);
    renderWithProviders(<AlarmLogPage />);
    await screen.findByText('Too hot');
    fireEvent.click(within(rowOf('Too hot')).getByRole('button', { name: /Handle$/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Handle alarm')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByLabelText('Ignored'));
    await fillAndSave(dialog, { Note: ' false alarm ' }, http.post, '/api/v1/alarm/log/handle', {
      id: 1,
      status: 2,
      content: 'false alarm',
    });
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(1));
  });

  it('closes the selected open alarms in one call', async () => {
    http.post.mockResolvedValue({ closed: 2 });
    renderWithProviders(<AlarmLogPage />);
    await screen.findByText('Too hot');
    const batch = screen.getByRole('button', { name: /Handle selected$/ });
    expect(batch).toBeDisabled();
    for (const name of ['Too hot', 'Door open', 'Too cold']) fireEvent.click(within(rowOf(name)).getByRole('checkbox'));
    await waitFor(() => expect(batch).toBeEnabled());
    fireEvent.click(batch);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Handle the 2 selected alarms')).toBeInTheDocument();
    await clickSends(byText('Save', within(dialog)), http.post, '/api/v1/alarm/log/clear', {
      ids: [1, 3],
      status: 1,
      content: '',
    });
  });

  it('hides handling without the permission', async () => {
    grant(['api/v1/alarm/log/list']);
    renderWithProviders(<AlarmLogPage />);
    await screen.findByText('Too hot');
    expect(screen.queryByRole('button', { name: /Handle$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Handle selected$/ })).toBeNull();
  });
});
