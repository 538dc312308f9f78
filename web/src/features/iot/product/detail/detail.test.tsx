import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { setUpPageTests } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { ProductDetailPage } from '../index';
import { emptyTsl, product } from '../testData';
import { http } from '@/test/httpMock';

vi.mock('@/lib/http', () => import('@/test/httpMock'));

const intro = {
  name: '默认服务',
  protocol: 'SagooMqtt',
  description: '',
  link: 'mqtt://iot.example:1883',
  wsLink: 'ws://iot.example/mqtt',
  authType: 2,
  authUser: '',
  authPasswd: '',
  accessToken: 's3cret-token',
  certificateId: 0,
  certificateName: '',
};

function serve() {
  http.get.mockImplementation(async (url: string, params?: { productKey?: string }) => {
    if (url.endsWith('/product/detail')) {
      if (params?.productKey !== 'th') throw new Error('产品不存在');
      return { data: product('th', 'Thermometer', { tsl: emptyTsl('th') }) };
    }
    if (url.endsWith('/product/connect_intro')) return { data: intro };
    throw new Error(`unexpected GET ${url}`);
  });
}

const renderAt = (key: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/iot/product/detail/:id" element={<ProductDetailPage />} />
    </Routes>,
    { route: `/iot/product/detail/${key}` },
  );

setUpPageTests({ serve });

describe('product detail', { timeout: 60000 }, () => {
  it('shows the header, the fields and how devices connect, the token masked until revealed', async () => {
    renderAt('th');
    expect(await screen.findByRole('heading', { name: 'Thermometer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Product key' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Published' })).not.toBeChecked();
    expect(await screen.findByText('mqtt://iot.example:1883')).toBeInTheDocument();
    expect(screen.getByText('ws://iot.example/mqtt')).toBeInTheDocument();
    expect(screen.queryByText('s3cret-token')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show Access token' }));
    expect(screen.getByText('s3cret-token')).toBeInTheDocument();
  });

  it("names the seeded demo product and its category in the user's language", async () => {
    http.get.mockImplementation(async (url: string) => {
      if (url.endsWith('/product/detail'))
        return {
          data: product('demo_th_sensor', '温湿度传感器', {
            categoryName: '温湿度',
            category: { id: 2, name: '温湿度' },
            tsl: emptyTsl('demo_th_sensor'),
          }),
        };
      if (url.endsWith('/product/connect_intro')) return { data: intro };
      throw new Error(`unexpected GET ${url}`);
    });
    renderAt('demo_th_sensor');
    expect(await screen.findByRole('heading', { name: 'Temperature and humidity sensor' })).toBeInTheDocument();
    expect(screen.getByText('Temperature and humidity')).toBeInTheDocument();
    expect(screen.queryByText(/温湿度/)).toBeNull();
  });

  it('publishes from the switch after confirming', async () => {
    http.post.mockResolvedValue(null);
    renderAt('th');
    fireEvent.click(await screen.findByRole('switch', { name: 'Published' }));
    const confirm = (await screen.findByText(/^Publish “Thermometer”\?/)).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('/api/v1/product/deploy', { productKey: 'th' }));
  });

  it('says so when there is no such product', async () => {
    renderAt('nope');
    expect(await screen.findByText('No product “nope”')).toBeInTheDocument();
  });
});
