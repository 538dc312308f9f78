import { fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DeviceList, DeviceLogTab } from '@/features/iot/device';
import { ProductDetailPage } from '@/features/iot/product';
import { http } from '@/test/httpMock';
import { grant, setUpPageTests } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { DeviceAlarmsTab, ProductAlarmsTab, useAlarmTabs } from '../index';
import { levels, log, products, rule } from '../testData';

vi.mock('@/lib/http', () => import('@/test/httpMock'));

// The product page's device tabs, handed in as the view does.
const devices = { list: DeviceList, log: DeviceLogTab };

const tsl = { key: 'thermo', name: 'Thermometer', properties: [], functions: [], events: [], tags: [] };

function serve() {
  http.get.mockImplementation(async (url: string) => {
    if (url.endsWith('/alarm/level/all')) return { list: levels };
    if (url.endsWith('/alarm/log/list')) return { list: [log(1, 'Too hot')], currentPage: 1, Total: 1 };
    if (url.endsWith('/alarm/rule/list')) return { list: [rule(4, 'Overheat')], currentPage: 1, Total: 1 };
    if (url.endsWith('/product/list')) return { product: products };
    if (url.endsWith('/product/log/type')) return { list: ['property', 'event'] };
    if (url.endsWith('/product/log/search'))
      return { list: [{ ts: '2024-03-02 08:00:00', device: 't-001', type: 'property', content: '{}' }], Total: 1 };
    if (url.endsWith('/product/detail'))
      return { data: { ...products[0], id: 1, key: 'thermo', status: 0, tsl, categoryName: '', deviceType: '' } };
    if (url.endsWith('/product/connect_intro')) return { data: null };
    throw new Error(`unexpected GET ${url}`);
  });
}

const calls = (path: string) => http.get.mock.calls.filter(([url]) => String(url).endsWith(path));

setUpPageTests({ serve });

describe('alarm tabs', { timeout: 60000 }, () => {
  it("a product's tab lists its alarms and, on its own tab, its rules, with no product filter", async () => {
    renderWithProviders(<ProductAlarmsTab productKey="thermo" />);
    expect(await screen.findByText('Too hot')).toBeInTheDocument();
    expect(calls('/alarm/log/list')[0]?.[1]).toMatchObject({ productKey: 'thermo' });
    expect(screen.queryByLabelText('Product')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Alarm rules' }));
    expect(await screen.findByText('Overheat')).toBeInTheDocument();
    expect(calls('/alarm/rule/list')[0]?.[1]).toMatchObject({ productKey: 'thermo' });
    // The levels are the settings page's, not a product's.
    expect(screen.queryByText('Alarm levels')).toBeNull();
  });

  it('shows only the tabs the user may open', async () => {
    grant(['api/v1/alarm/rule/list']);
    renderWithProviders(<ProductAlarmsTab productKey="thermo" />);
    expect(await screen.findByText('Overheat')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Alarm log' })).toBeNull();
    expect(calls('/alarm/log/list')).toHaveLength(0);
  });

  it('the pages get a tab only for users who may open something in it', () => {
    grant([]);
    expect(renderHook(() => useAlarmTabs()).result.current).toEqual({ product: undefined, device: undefined });
    grant(['api/v1/alarm/rule/list']);
    expect(renderHook(() => useAlarmTabs()).result.current).toEqual({ product: ProductAlarmsTab, device: undefined });
    grant(['api/v1/alarm/log/list']);
    expect(renderHook(() => useAlarmTabs()).result.current).toEqual({
      product: ProductAlarmsTab,
      device: DeviceAlarmsTab,
    });
  });

  it("a device's tab lists the device's alarms", async () => {
    renderWithProviders(<DeviceAlarmsTab deviceKey="t-001" />);
    expect(await screen.findByText('Too hot')).toBeInTheDocument();
    expect(calls('/alarm/log/list')[0]?.[1]).toMatchObject({ deviceKey: 't-001' });
    expect(screen.queryByLabelText('Device key')).toBeNull();
  });

  it('the product page carries the log of all its devices and the alarm tab handed in', async () => {
    renderWithProviders(
      <Routes>
        <Route
          path="/iot/product/detail/:id"
          element={<ProductDetailPage alarms={ProductAlarmsTab} devices={devices} />}
        />
      </Routes>,
      { route: '/iot/product/detail/thermo' },
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'Device log' }));
    await waitFor(() => expect(calls('/product/log/search')[0]?.[1]).toMatchObject({ productKey: 'thermo' }));
    expect(await screen.findByText('t-001')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Alarms' }));
    expect(await screen.findByText('Too hot')).toBeInTheDocument();
  });
});
