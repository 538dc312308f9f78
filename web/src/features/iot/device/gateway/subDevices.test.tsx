import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http } from '@/test/httpMock';
import { liveEachTest, subscribedTopics } from '@/test/liveSockets';
import { byText, grant, rowOf, setUpPageTests } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { DeviceDetail } from '../detail/DeviceDetail';
import { device, tsl } from '../testData';
import { SubDevicesTab } from './SubDevicesTab';

vi.mock('@/lib/http', () => import('@/test/httpMock'));
vi.mock('@/lib/live', async (importOriginal) =>
  (await import('@/test/liveSockets')).withFakeLive(await importOriginal()),
);
vi.setConfig({ testTimeout: 60000 });

const now = Date.now();
const gatewayProduct = { id: 7, key: 'gw_product', name: 'Gateway', deviceType: '网关', status: 1 };
const gateway = device('gw_0001', 2, {
  productKey: 'gw_product',
  productName: 'Gateway',
  product: gatewayProduct as never,
});
const bound = device('th_0001', 2, { latest: { temp: { value: 23.4, time: now } } });
const free = device('th_0002', 1);

function serve() {
  http.get.mockImplementation(async (url: string, params?: Record<string, unknown>) => {
    if (url.endsWith('/device/bind_list')) return { list: [bound], currentPage: 1, Total: 1 };
    if (url.endsWith('/device/sub_list'))
      return params?.productKey === 'demo_th_sensor' ? { device: [free], currentPage: 1, Total: 1 } : { device: [] };
    if (url.endsWith('/product/list'))
      return {
        product: [
          { key: 'demo_th_sensor', name: 'TH sensor', deviceType: '子设备' },
          { key: 'gw_product', name: 'Gateway', deviceType: '网关' },
        ],
      };
    if (url.endsWith('/product/detail')) return { data: { key: 'demo_th_sensor', tsl } };
    if (url.endsWith('/device/detail')) return { data: gateway };
    if (url.endsWith('/product/connect_intro')) return { data: { link: '', wsLink: '' } };
    throw new Error(`unexpected GET ${url}`);
  });
  http.post.mockResolvedValue(null);
}

setUpPageTests({ serve });
const { sockets, frame } = liveEachTest();

describe('a gateway’s sub-devices', () => {
  it('lists them with their status and latest values, kept live', async () => {
    renderWithProviders(<SubDevicesTab gatewayKey="gw_0001" />);
    await screen.findByText('th_0001');
    expect(http.get).toHaveBeenCalledWith('/api/v1/product/device/bind_list', {
      gatewayKey: 'gw_0001',
      pageNum: 1,
      pageSize: 20,
    });
    const row = rowOf('th_0001');
    expect(within(row).getByText('Online')).toBeInTheDocument();
    await waitFor(() => expect(row).toHaveTextContent(/23\.4/));
    await waitFor(() => expect(subscribedTopics(sockets[0].send as never)).toContainEqual(['device/th_0001']));
    frame({ event: 'deviceStatus', data: { deviceKey: 'th_0001', status: 1, time: now } });
    expect(await within(rowOf('th_0001')).findByText('Offline')).toBeInTheDocument();
  });

  it('binds sub-devices of a sub-device product that no gateway holds', async () => {
    renderWithProviders(<SubDevicesTab gatewayKey="gw_0001" />);
    await screen.findByText('th_0001');
    fireEvent.click(byText('Bind sub-devices'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Sub-device product' }));
    // Only products of the sub-device type are offered.
    fireEvent.click(await screen.findByTitle('TH sensor (demo_th_sensor)'));
    expect(screen.queryByTitle('Gateway (gw_product)')).toBeNull();
    await waitFor(() =>
      expect(http.get).toHaveBeenCalledWith(
        '/api/v1/product/device/sub_list',
        expect.objectContaining({ gatewayKey: 'gw_0001', productKey: 'demo_th_sensor' }),
      ),
    );
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Sub-devices' }));
    fireEvent.click(await screen.findByTitle('Sensor th_0002 (th_0002)'));
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith('/api/v1/product/device/bind_sub', {
        gatewayKey: 'gw_0001',
        subKeys: ['th_0002'],
      }),
    );
  });

  it('unbinds one after confirming, and offers neither button without the edit right', async () => {
    const view = renderWithProviders(<SubDevicesTab gatewayKey="gw_0001" />);
    await screen.findByText('th_0001');
    fireEvent.click(within(rowOf('th_0001')).getByRole('button', { name: /Unbind/ }));
    expect(await screen.findByText('Unbind the sub-device Sensor th_0001?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith('/api/v1/product/device/unbind_sub', {
        gatewayKey: 'gw_0001',
        subKeys: ['th_0001'],
      }),
    );
    view.unmount();
    grant(['iot/device/detail']);
    renderWithProviders(<SubDevicesTab gatewayKey="gw_0001" />);
    await screen.findByText('th_0001');
    expect(screen.queryByRole('button', { name: /Unbind|Bind sub-devices/ })).toBeNull();
  });

  it('is a tab of a gateway’s detail page only', async () => {
    renderWithProviders(<DeviceDetail deviceKey="gw_0001" />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Sub-devices' }));
    expect(await screen.findByText('th_0001')).toBeInTheDocument();
  });
});
