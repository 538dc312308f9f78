import type { DictTypeListItem } from '@iot/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { http } from '@/test/httpMock';
import { clickSends, fill, grant, rowOf, setUpPageTests, fillAndSave } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { DictTypePage } from './DictTypePage';

vi.mock('@/lib/http', () => import('@/test/httpMock'));

const types: DictTypeListItem[] = [
  {
    dictId: 1,
    dictName: 'User sex',
    dictType: 'sys_user_sex',
    status: 1,
    remark: 'sexes',
    createdAt: '2024-01-01 10:00:00',
  },
  {
    dictId: 2,
    dictName: 'Job status',
    dictType: 'sys_job_status',
    status: 0,
    remark: '',
    createdAt: '2024-01-02 10:00:00',
  },
];

function serve() {
  http.get.mockImplementation(async (url: string) => {
    if (url.endsWith('/dict/type/list')) return { dictTypeList: types, total: 12, currentPage: 1 };
    if (url.endsWith('/dict/data/getDictData'))
      return {
        info: null,
        values: [
          { key: '1', value: 'Enabled', isDefault: 1, remark: '' },
          { key: '0', value: 'Off', isDefault: 0, remark: '' },
        ],
      };
    throw new Error(`unexpected GET ${url}`);
  });
}

function DataProbe() {
  return <p>data of {useParams().dictType}</p>;
}
const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/" element={<DictTypePage />} />
      <Route path="/system/dict/data/list/:dictType" element={<DataProbe />} />
    </Routes>,
  );
const listCalls = () => http.get.mock.calls.filter(([url]) => String(url).endsWith('/dict/type/list'));

setUpPageTests({ serve });

describe('dictionary types', { timeout: 60000 }, () => {
  it('lists the types of a GFast page, with the dictionary status labels, and searches', async () => {
    renderPage();
    expect(await screen.findByText('User sex')).toBeInTheDocument();
    expect(within(rowOf('User sex')).getByText('Enabled')).toBeInTheDocument();
    expect(within(rowOf('Job status')).getByText('Off')).toBeInTheDocument();
    expect(screen.getByText('Total 12')).toBeInTheDocument();
    expect(listCalls()[0][1]).toEqual({ dictName: '', dictType: '', status: '', pageNum: 1, pageSize: 20 });

    fill(screen.getByLabelText('Dictionary name'), 'sex');
    fireEvent.click(screen.getByRole('button', { name: /Search$/ }));
    await waitFor(() =>
      expect(listCalls().at(-1)?.[1]).toEqual({ dictName: 'sex', dictType: '', status: '', pageNum: 1, pageSize: 20 }),
    );
  });

  it('hides add, edit and delete from a user without those permissions', async () => {
    grant(['api/v1/system/dict/type/add']);
    renderPage();
    await screen.findByText('User sex');
    expect(screen.getByRole('button', { name: /(^|\s)Add$/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete selected$/ })).toBeNull();
  });

  it('refuses a type name with other characters, then sends the GFast fields', async () => {
    http.post.mockResolvedValue(null);
    renderPage();
    await screen.findByText('User sex');
    fireEvent.click(screen.getByRole('button', { name: /(^|\s)Add$/ }));
    const dialog = await screen.findByRole('dialog');
    fill(within(dialog).getByLabelText('Dictionary name'), 'Device kind');
    fill(within(dialog).getByLabelText('Dictionary type'), 'device-kind!');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Use letters, digits and underscores only')).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();

    fill(within(dialog).getByLabelText('Dictionary type'), 'device_kind');
    fireEvent.click(within(dialog).getByLabelText('Off'));
    await clickSends(within(dialog).getByRole('button', { name: 'Save' }), http.post, '/api/v1/system/dict/type/add', {
      dictName: 'Device kind',
      dictType: 'device_kind',
      status: 0,
      remark: '',
    });
  });

  it('edits a type with its dictId', async () => {
    http.put.mockResolvedValue(null);
    renderPage();
    await screen.findByText('User sex');
    fireEvent.click(within(rowOf('User sex')).getByRole('button', { name: /Edit$/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Dictionary type')).toHaveValue('sys_user_sex');
    await fillAndSave(dialog, { 'Dictionary name': 'Sex' }, http.put, '/api/v1/system/dict/type/edit', {
      dictId: 1,
      dictName: 'Sex',
      dictType: 'sys_user_sex',
      status: 1,
      remark: 'sexes',
    });
  });

  it('deletes the selected types in one call with dictIds', async () => {
    http.del.mockResolvedValue(null);
    renderPage();
    await screen.findByText('User sex');
    const batch = screen.getByRole('button', { name: /Delete selected$/ });
    expect(batch).toBeDisabled();
    fireEvent.click(within(rowOf('User sex')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('Job status')).getByRole('checkbox'));
    await waitFor(() => expect(batch).toBeEnabled());
    fireEvent.click(batch);
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(http.del).toHaveBeenCalledWith('/api/v1/system/dict/type/delete', { dictIds: [1, 2] }));
  });

  it('opens the data list of a type', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('link', { name: 'sys_user_sex' }));
    expect(await screen.findByText('data of sys_user_sex')).toBeInTheDocument();
  });
});
