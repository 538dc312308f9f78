import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http } from '@/test/httpMock';
import { liveEachTest, subscribedTopics } from '@/test/liveSockets';
import { clickSends, fill, rowOf, setUpPageTests } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { DeviceList } from './DeviceList';
import { DevicePage } from './DevicePage';
import { device, tsl } from './testData';

vi.mock('@/lib/http', () => import('@/test/httpMock'));
// The console's live client, on fake sockets: the test plays the server.
vi.mock('@/lib/live', async (importOriginal) =>
  (await import('@/test/liveSockets')).withFakeLive(await importOriginal()),
);

vi.setConfig({ testTimeout: 60000 });

const now = Date.now();
function serve() {
  http.get.mockImplementation(async (url: string) => {
    if (url.endsWith('/device/page_list'))
      return {
        device: [
          device('th_0001', 2, { latest: { temp: { value: 23.4, time: now }, hum: { value: 56, time: now } } }),
          device('th_0002', 1),
        ],
        currentPage: 1,
        Total: 2,
      };
    if (url.endsWith('/product/list'))
      return {
        product: [
          { key: 'demo_th_sensor', name: 'TH sensor' },
          { key: 'th_sensor_2', name: 'TH sensor' },
        ],
      };
    if (url.endsWith('/product/detail')) return { data: { key: 'demo_th_sensor', tsl } };
    throw new Error(`unexpected GET ${url}`);
  });
}

setUpPageTests({ serve });
/** `frame`: what the server sends on the open socket. */
const { sockets, frame } = liveEachTest();

describe('device list', () => {
  it('shows status and latest values, watches the rows and follows status and value frames', async () => {
    renderWithProviders(<DevicePage />);
    expect(await screen.findByText('th_0001')).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith('/api/v1/product/device/page_list', { pageNum: 1, pageSize: 20 });
    expect(await within(rowOf('th_0001')).findByText('23.4 °C · 56 %RH')).toBeInTheDocument();
    expect(within(rowOf('th_0001')).getByText('Online')).toBeInTheDocument();
    expect(within(rowOf('th_0002')).getByText('Offline')).toBeInTheDocument();
    await waitFor(() =>
      expect(subscribedTopics(sockets[0].send as never)).toContainEqual(['device/th_0001', 'device/th_0002']),
    );

    frame({ event: 'deviceStatus', data: { deviceKey: 'th_0002', status: 2, time: now } });
    expect(await within(rowOf('th_0002')).findByText('Online')).toBeInTheDocument();
    frame({ event: 'deviceStatus', data: { deviceKey: 'th_0001', status: 1, time: now } });
    expect(await within(rowOf('th_0001')).findByText('Offline')).toBeInTheDocument();
    frame({
      event: 'deviceProperty',
      data: { deviceKey: 'th_0001', productKey: 'demo_th_sensor', properties: { temp: { value: 25, time: now } } },
    });
    expect(await within(rowOf('th_0001')).findByText('25.0 °C · 56 %RH')).toBeInTheDocument();
  });

  it('searches by keyword (SagooIoT parameter keyWord)', async () => {
    renderWithProviders(<DevicePage />);
    await screen.findByText('th_0001');
    fill(screen.getByLabelText('Keyword'), ' th_ ');
    await clickSends(screen.getByRole('button', { name: /Search$/ }), http.get, '/api/v1/product/device/page_list', {
      keyWord: 'th_',
      pageNum: 1,
      pageSize: 20,
    });
  });

  it('refuses a bad key in the add dialog and sends a good one with the product', async () => {
    http.post.mockResolvedValue(null);
    renderWithProviders(<DeviceList productKey="demo_th_sensor" />);
    await screen.findByText('th_0001');
    fireEvent.click(screen.getByRole('button', { name: /Add/ }));
    const dialog = await screen.findByRole('dialog');
    fill(within(dialog).getByLabelText('Device key'), 'bad key!');
    fill(within(dialog).getByLabelText('Device name'), 'Hall sensor');
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(await within(dialog).findByText('1-64 letters, digits, _ or -')).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();

    fill(within(dialog).getByLabelText('Device key'), 'hall-01');
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith(
        '/api/v1/product/device/add',
        expect.objectContaining({ key: 'hall-01', name: 'Hall sensor', productKey: 'demo_th_sensor', tags: [] }),
      ),
    );
  });

  it('adds a device enabled unless its switch is turned off', async () => {
    http.post.mockResolvedValue(null);
    renderWithProviders(<DeviceList productKey="demo_th_sensor" />);
    await screen.findByText('th_0001');
    fireEvent.click(screen.getByRole('button', { name: /Add/ }));
    let dialog = await screen.findByRole('dialog');
    const toggle = await within(dialog).findByRole('switch', { name: 'Status' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
    expect(toggle.parentElement).toHaveTextContent('Enabled');
    fill(within(dialog).getByLabelText('Device key'), 'hall-02');
    fill(within(dialog).getByLabelText('Device name'), 'Hall sensor');
    await clickSends(
      within(dialog).getByRole('button', { name: /Save/ }),
      http.post,
      '/api/v1/product/device/add',
      expect.objectContaining({ key: 'hall-02', status: 1 }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: /Add/ }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('switch', { name: 'Status' }));
    expect(within(dialog).getByRole('switch', { name: 'Status' }).parentElement).toHaveTextContent('Disabled');
    fill(within(dialog).getByLabelText('Device key'), 'hall-03');
    fill(within(dialog).getByLabelText('Device name'), 'Hall sensor');
    await clickSends(
      within(dialog).getByRole('button', { name: /Save/ }),
      http.post,
      '/api/v1/product/device/add',
      expect.objectContaining({ key: 'hall-03', status: 0 }),
    );
  });

  it('adds a device of an unpublished product disabled, and says why', async () => {
    http.post.mockResolvedValue(null);
    renderWithProviders(<DeviceList productKey="draft_meter" />);
    await screen.findByText('th_0001');
    fireEvent.click(screen.getByRole('button', { name: /Add/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/The product is not published/)).toBeInTheDocument();
    const toggle = within(dialog).getByRole('switch', { name: 'Status' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeDisabled();
    fill(within(dialog).getByLabelText('Device key'), 'm-01');
    fill(within(dialog).getByLabelText('Device name'), 'Meter');
    await clickSends(
      within(dialog).getByRole('button', { name: /Save/ }),
      http.post,
      '/api/v1/product/device/add',
      expect.objectContaining({ key: 'm-01', productKey: 'draft_meter', status: 0 }),
    );
  });

  it('names products by name and key where one is picked (names may repeat)', async () => {
    renderWithProviders(<DevicePage />);
    await screen.findByText('th_0001');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Product' }));
    expect(await screen.findByTitle('TH sensor (demo_th_sensor)')).toBeInTheDocument();
    expect(screen.getByTitle('TH sensor (th_sensor_2)')).toBeInTheDocument();
  });

  it("names the seeded demo devices and product in the user's language", async () => {
    const others = http.get.getMockImplementation()!;
    http.get.mockImplementation(async (url: string, params?: unknown) => {
      if (url.endsWith('/device/page_list'))
        return {
          device: [device('th_0003', 2, { name: '温湿度传感器 3', productName: '温湿度传感器' })],
          currentPage: 1,
          Total: 1,
        };
      if (url.endsWith('/product/list')) return { product: [{ key: 'demo_th_sensor', name: '温湿度传感器' }] };
      return others(url, params);
    });
    renderWithProviders(<DevicePage />);
    await screen.findByText('th_0003');
    const row = rowOf('th_0003');
    // (The product column shows from the md breakpoint, which jsdom never reaches.)
    expect(within(row).getByText('Temperature and humidity sensor 3')).toBeInTheDocument();
    expect(row).not.toHaveTextContent('温湿度传感器');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Product' }));
    expect(await screen.findByTitle('Temperature and humidity sensor (demo_th_sensor)')).toBeInTheDocument();
  });

  it('imports a file and shows the rows the server refused', async () => {
    http.call.mockResolvedValue({
      code: 0,
      message: '',
      data: {
        success: 1,
        fail: 1,
        deviceKey: ['bad key'],
        errors: [{ row: 3, key: 'bad key', message: 'The key has characters it may not have' }],
      },
    });
    renderWithProviders(<DeviceList productKey="demo_th_sensor" />);
    await screen.findByText('th_0001');
    fireEvent.click(screen.getByRole('button', { name: /Import/ }));
    const dialog = await screen.findByRole('dialog');
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    const file = new File(['name,key\nA,a\nB,bad key\n'], 'devices.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await within(dialog).findByText('devices.csv')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('1 imported, 1 refused')).toBeInTheDocument();
    expect(within(dialog).getByText('The key has characters it may not have')).toBeInTheDocument();
    const [config] = http.call.mock.calls[0] as [{ url: string; data: FormData }];
    expect(config.url).toBe('/api/v1/product/device/import');
    expect(config.data.get('productKey')).toBe('demo_th_sensor');
    expect((config.data.get('file') as File).name).toBe('devices.csv');
  });
});
