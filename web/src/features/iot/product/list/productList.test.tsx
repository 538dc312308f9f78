import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { byText, fill, rowOf, setUpPageTests, fillAndSave } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { ProductListPage } from '../index';
import { categories, product, rows } from '../testData';
import { http } from '@/test/httpMock';

vi.mock('@/lib/http', () => import('@/test/httpMock'));

function serve() {
  http.get.mockImplementation(async (url: string) => {
    if (url.endsWith('/product/page_list')) return { product: rows, Total: 2, currentPage: 1 };
    if (url.endsWith('/product/category/list')) return { category: categories };
    throw new Error(`unexpected GET ${url}`);
  });
}

const pageCalls = () => http.get.mock.calls.filter(([url]) => String(url).endsWith('/product/page_list'));

setUpPageTests({ serve });
afterEach(() => localStorage.clear());

describe('product list', { timeout: 60000 }, () => {
  it('shows cards first, switches to the table and remembers it', async () => {
    const first = renderWithProviders(<ProductListPage />);
    await screen.findByText('Thermometer');
    const cards = screen.getByTestId('product-cards');
    const card = within(cards).getByText('Thermometer').closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('th_sensor')).toBeInTheDocument();
    expect(within(card).getByText('Published')).toBeInTheDocument();
    expect(within(card).getByText('Climate')).toBeInTheDocument();
    expect(within(cards).getByText('Gateway')).toBeInTheDocument();
    expect(pageCalls()[0][1]).toEqual({ pageNum: 1, pageSize: 20 });

    fireEvent.click(screen.getByText('Table'));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByTestId('product-cards')).toBeNull();
    expect(within(rowOf('Gateway one')).getByText('Unpublished')).toBeInTheDocument();
    expect(localStorage.getItem('productListView')).toBe('"table"');
    first.unmount();

    renderWithProviders(<ProductListPage />);
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it("names the seeded demo product and its category in the user's language, in cards and table", async () => {
    const seeded = product('demo_th_sensor', '温湿度传感器', {
      categoryName: '温湿度',
      category: { id: 2, name: '温湿度' },
    });
    http.get.mockImplementation(async (url: string) => {
      if (url.endsWith('/product/page_list')) return { product: [seeded], Total: 1, currentPage: 1 };
      if (url.endsWith('/product/category/list')) return { category: categories };
      throw new Error(`unexpected GET ${url}`);
    });
    renderWithProviders(<ProductListPage />);
    const cards = await screen.findByTestId('product-cards');
    const card = (await within(cards).findByText('Temperature and humidity sensor')).closest(
      '.ant-card',
    ) as HTMLElement;
    expect(within(card).getByText('Temperature and humidity')).toBeInTheDocument();
    expect(cards).not.toHaveTextContent('温湿度');
    fireEvent.click(screen.getByText('Table'));
    const row = rowOf('demo_th_sensor');
    expect(within(row).getByText('Temperature and humidity sensor')).toBeInTheDocument();
    expect(within(row).getByText('Temperature and humidity')).toBeInTheDocument();
  });

  it('filters by device type and status', async () => {
    renderWithProviders(<ProductListPage />);
    await screen.findByTestId('product-cards');
    fill(screen.getByLabelText('Product name'), ' thermo ');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Device type' }));
    fireEvent.click(await screen.findByTitle('Gateway'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByTitle('Unpublished'));
    fireEvent.click(byText('Search'));
    await waitFor(() =>
      expect(pageCalls().at(-1)?.[1]).toEqual({
        pageNum: 1,
        pageSize: 20,
        name: 'thermo',
        deviceType: '网关',
        status: 0,
      }),
    );
  });

  it('publishes after confirming', async () => {
    http.post.mockResolvedValue(null);
    renderWithProviders(<ProductListPage />);
    await screen.findByText('Gateway one');
    const cards = screen.getByTestId('product-cards');
    const card = within(cards).getByText('Gateway one').closest('.ant-card') as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: /Publish$/ }));
    const confirm = (await screen.findByText(/^Publish “Gateway one”\?/)).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('/api/v1/product/deploy', { productKey: 'gw01' }));
  });

  it('checks the key in the add dialog, then sends the product', async () => {
    http.post.mockResolvedValue(null);
    renderWithProviders(<ProductListPage />);
    await screen.findByTestId('product-cards');
    fireEvent.click(byText('Add'));
    const dialog = await screen.findByRole('dialog');
    fill(within(dialog).getByLabelText('Product key'), 'bad key!');
    fill(within(dialog).getByLabelText('Product name'), 'Meter');
    fireEvent.click(byText('Save', within(dialog)));
    expect(await within(dialog).findByText('Only letters, digits, _ and - (64 at most)')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select Category')).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();

    fill(within(dialog).getByLabelText('Product key'), 'meter_01');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Category' }));
    fireEvent.click(await screen.findByTitle('Power'));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Device type' }));
    const options = await screen.findAllByTitle('Device');
    fireEvent.click(options.at(-1) as HTMLElement);
    await fillAndSave(dialog, { 'Access token': 'secret-token' }, http.post, '/api/v1/product/add', {
      key: 'meter_01',
      name: 'Meter',
      categoryId: 3,
      deviceType: '设备',
      messageProtocol: 'SagooMqtt',
      transportProtocol: 'mqtt_server',
      authType: 2,
      authUser: '',
      authPasswd: '',
      accessToken: 'secret-token',
      icon: '',
      desc: '',
    });
    // The new product opens, ready for its object model and publishing.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/iot/product/detail/meter_01'));
  });

  it('stays on the list after an edit', async () => {
    http.put.mockResolvedValue(null);
    renderWithProviders(<ProductListPage />);
    await screen.findByText('Thermometer');
    fireEvent.click(screen.getByText('Table'));
    await screen.findByRole('table');
    fireEvent.click(within(rowOf('Thermometer')).getByRole('button', { name: /Edit$/ }));
    const dialog = await screen.findByRole('dialog');
    await fillAndSave(dialog, { 'Product name': 'Thermometer 2' }, http.put, '/api/v1/product/edit', expect.anything());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
