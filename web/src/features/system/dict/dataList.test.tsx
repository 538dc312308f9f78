import type { SysDictData } from '@iot/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { http } from '@/test/httpMock';
import { fill, grant, rowOf, setUpPageTests, fillAndSave } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { DictDataPage } from './DictDataPage';

vi.mock('@/lib/http', () => import('@/test/httpMock'));

const item = (
  dictCode: number,
  dictLabel: string,
  dictValue: string,
  extra: Partial<SysDictData> = {},
): SysDictData => ({
  dictCode,
  dictSort: dictCode,
  dictLabel,
  dictValue,
  dictType: 'sys_user_sex',
  cssClass: '',
  listClass: 'primary',
  isDefault: 0,
  status: 1,
  createBy: 1,
  updateBy: 0,
  remark: '',
  createdAt: '2024-01-01 10:00:00',
  updatedAt: null,
  ...extra,
});
const items = [item(10, 'Male', '1', { isDefault: 1 }), item(11, 'Female', '2')];

function serve() {
  http.get.mockImplementation(async (url: string) => {
    if (url.endsWith('/dict/data/list')) return { list: items, total: 2, currentPage: 1 };
    if (url.endsWith('/dict/data/getDictData')) return { info: null, values: null };
    throw new Error(`unexpected GET ${url}`);
  });
}

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/system/dict/data/list/:dictType" element={<DictDataPage />} />
      <Route path="/system/dict/type/list" element={<p>types page</p>} />
    </Routes>,
    { route: '/system/dict/data/list/sys_user_sex' },
  );

setUpPageTests({ serve });

describe('dictionary data', { timeout: 60000 }, () => {
  it('lists the items of the type named in the route', async () => {
    renderPage();
    expect(await screen.findByText('Male')).toBeInTheDocument();
    expect(screen.getByText('Dictionary data: sys_user_sex')).toBeInTheDocument();
    expect(within(rowOf('Female')).getByText('2')).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith('/api/v1/system/dict/data/list', {
      dictType: 'sys_user_sex',
      dictLabel: '',
      status: '',
      pageNum: 1,
      pageSize: 20,
    });
  });

  it('shows no add, edit or delete without the permissions', async () => {
    grant(['api/v1/system/dict/data/edit']);
    renderPage();
    await screen.findByText('Male');
    expect(screen.queryByRole('button', { name: /(^|\s)Add$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete$/ })).toBeNull();
    expect(within(rowOf('Male')).getByRole('button', { name: /Edit$/ })).toBeInTheDocument();
  });

  it('validates, adds an item with the DictDataForm fields and refreshes the cached options', async () => {
    http.post.mockResolvedValue(null);
    const { client } = renderPage();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await screen.findByText('Male');
    fireEvent.click(screen.getByRole('button', { name: /(^|\s)Add$/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Dictionary type')).toHaveValue('sys_user_sex');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter Label')).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();

    await fillAndSave(dialog, { Label: 'Secret', Value: '0' }, http.post, '/api/v1/system/dict/data/add', {
      dictType: 'sys_user_sex',
      dictLabel: 'Secret',
      dictValue: '0',
      dictSort: 0,
      cssClass: '',
      listClass: 'default',
      isDefault: 0,
      status: 1,
      remark: '',
    });
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['dict', 'sys_user_sex'] }));
  });

  it('edits an item with its dictCode and keeps the dialog when the server refuses', async () => {
    http.put.mockRejectedValue(new Error('refused'));
    renderPage();
    await screen.findByText('Female');
    fireEvent.click(within(rowOf('Female')).getByRole('button', { name: /Edit$/ }));
    const dialog = await screen.findByRole('dialog');
    fill(within(dialog).getByLabelText('Label'), 'Woman');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(http.put).toHaveBeenCalledWith(
        '/api/v1/system/dict/data/edit',
        expect.objectContaining({ dictCode: 11, dictLabel: 'Woman', dictValue: '2', listClass: 'primary' }),
      ),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Label')).toHaveValue('Woman');
  });

  it('deletes an item with {ids} after confirmation, and goes back to the types', async () => {
    http.del.mockResolvedValue(null);
    renderPage();
    await screen.findByText('Male');
    fireEvent.click(within(rowOf('Male')).getByRole('button', { name: /Delete$/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(http.del).toHaveBeenCalledWith('/api/v1/system/dict/data/delete', { ids: [10] }));

    fireEvent.click(screen.getByRole('button', { name: /Back to dictionary types$/ }));
    expect(await screen.findByText('types page')).toBeInTheDocument();
  });
});
