import type { CategoryNode } from '@iot/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { byText, fill, rowOf, setUpPageTests, fillAndSave } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { CategoryPage } from '../index';
import { categories, category } from '../testData';
import { http } from '@/test/httpMock';

vi.mock('@/lib/http', () => import('@/test/httpMock'));

function serve() {
  http.get.mockImplementation(async (url: string, params?: { name?: string }) => {
    if (url.endsWith('/product/category/list'))
      return { category: params?.name ? [category(3, 'Power', 1)] : categories };
    throw new Error(`unexpected GET ${url}`);
  });
}

setUpPageTests({ serve });

describe('product categories', { timeout: 60000 }, () => {
  it('shows the tree, every level open', async () => {
    renderWithProviders(<CategoryPage />);
    expect(await screen.findByText('Sensors')).toBeInTheDocument();
    expect(screen.getByText('Climate')).toBeInTheDocument();
    expect(within(rowOf('Power')).getByText('c3')).toBeInTheDocument();
    expect(within(rowOf('Gateways')).getByText('2026-01-04 09:00:00')).toBeInTheDocument();
    fireEvent.click(byText('Collapse all'));
    await waitFor(() => expect(screen.queryByText('Climate')).toBeNull());
  });

  it("names the seeded categories in the user's language, in the table and the parent picker", async () => {
    const seeded = (id: number, key: string, name: string, parentId = 0, children: CategoryNode[] | null = null) => ({
      ...category(id, name, parentId, children),
      key,
    });
    http.get.mockResolvedValue({ category: [seeded(1, 'sensor', '传感器', 0, [seeded(2, 'th', '温湿度', 1)])] });
    renderWithProviders(<CategoryPage />);
    expect(await screen.findByText('Sensors')).toBeInTheDocument();
    expect(within(rowOf('th')).getByText('Temperature and humidity')).toBeInTheDocument();
    fireEvent.click(within(rowOf('th')).getByRole('button', { name: /Edit$/ }));
    const dialog = await screen.findByRole('dialog');
    // The form edits the stored name; the parent picker names the parent in the user's language.
    expect(within(dialog).getByLabelText('Category name')).toHaveValue('温湿度');
    expect(await within(dialog).findByTitle('Sensors')).toBeInTheDocument();
  });

  it('searches by name: the server answers the matches flat', async () => {
    renderWithProviders(<CategoryPage />);
    await screen.findByText('Sensors');
    fill(screen.getByLabelText('Category name'), ' Pow ');
    fireEvent.click(byText('Search'));
    await waitFor(() => expect(screen.queryByText('Sensors')).toBeNull());
    expect(http.get).toHaveBeenLastCalledWith('/api/v1/product/category/list', { name: 'Pow' });
    expect(screen.getByText('Power')).toBeInTheDocument();
  });

  it('deletes only after confirming, and says what blocks it', async () => {
    http.del.mockResolvedValue(null);
    renderWithProviders(<CategoryPage />);
    await screen.findByText('Sensors');
    fireEvent.click(within(rowOf('Sensors')).getByRole('button', { name: /Delete$/ }));
    const confirm = (await screen.findByText('Delete “Sensors”?')).closest('.ant-popover') as HTMLElement;
    expect(within(confirm).getByText('It has 2 categories below it: delete those first.')).toBeInTheDocument();
    expect(http.del).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(http.del).toHaveBeenCalledWith('/api/v1/product/category/del', { id: 1 }));
  });

  it('adds a category below another', async () => {
    http.post.mockResolvedValue(null);
    renderWithProviders(<CategoryPage />);
    await screen.findByText('Sensors');
    fireEvent.click(within(rowOf('Gateways')).getByRole('button', { name: /Add below$/ }));
    const dialog = await screen.findByRole('dialog');
    await fillAndSave(
      dialog,
      { 'Category name': 'Edge', 'Category key': 'edge' },
      http.post,
      '/api/v1/product/category/add',
      {
        parentId: 4,
        key: 'edge',
        name: 'Edge',
        sort: 0,
        desc: '',
      },
    );
  });
});
