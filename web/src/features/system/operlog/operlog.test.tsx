import type { OperLog, OperLogRow } from '@iot/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http } from '@/test/httpMock';
import { byText, fill, grant, rowOf, setUpPageTests } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { OperLogPage } from './index';

vi.mock('@/lib/http', () => import('@/test/httpMock'));

const row = (operId: number, title: string, status = 1): OperLogRow => ({
  operId,
  title,
  requestMethod: 'POST',
  operName: 'admin',
  deptName: 'R&D',
  linkedDeptName: { deptName: 'R&D' },
  operUrl: '/api/v1/system/post/add',
  operIp: '10.0.0.1',
  operLocation: '',
  operParam: '{"password":"******","postCode":"qa"}',
  operTime: '2026-01-02 09:00:00',
  status,
  costTime: 12,
});

const rows = [row(7, 'Add post'), row(6, 'Delete user', 0)];
const detail: OperLog = {
  ...rows[1],
  businessType: 3,
  method: 'DELETE /api/v1/system/user/delete',
  operatorType: 1,
  jsonResult: '{"code":-1,"message":"No permission"}',
  errorMsg: 'No permission',
  browser: 'Chrome',
  os: 'Linux',
};

function serve() {
  http.get.mockImplementation(async (url: string) => {
    if (url.endsWith('/operLog/list')) return { list: rows, total: 2, currentPage: 1 };
    if (url.endsWith('/operLog/get')) return detail;
    throw new Error(`unexpected GET ${url}`);
  });
}

const renderPage = () => renderWithProviders(<OperLogPage />);
const listCalls = () => http.get.mock.calls.filter(([url]) => String(url).endsWith('/operLog/list'));

setUpPageTests({ serve });

describe('operation log', { timeout: 120000 }, () => {
  it('lists entries with module, operator, result and duration; searches by operator', async () => {
    renderPage();
    expect(await screen.findByText('Add post')).toBeInTheDocument();
    expect(within(rowOf('Add post')).getByText('Succeeded')).toBeInTheDocument();
    expect(within(rowOf('Delete user')).getByText('Failed')).toBeInTheDocument();
    expect(within(rowOf('Add post')).getByText('12 ms')).toBeInTheDocument();
    fill(screen.getByLabelText('Operator'), 'adm');
    fireEvent.click(byText('Search'));
    await waitFor(() => expect(listCalls().at(-1)?.[1]).toEqual({ pageNum: 1, pageSize: 20, operName: 'adm' }));
  });

  it('puts the key columns first, so they fit 1366 px beside the menu (issue 23)', async () => {
    renderPage();
    expect(await screen.findByText('Add post')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.slice(1, 6)).toEqual(['No.', 'Module', 'Time', 'Operator', 'Result']);
    expect(headers.at(-1)).toBe('Actions');
  });

  it("shows the seeded rules' titles (the modules) in the user's language, others as written", async () => {
    const seeded = { ...row(9, '新增设备'), deptName: '研发组' };
    http.get.mockImplementation(async (url: string) => {
      if (url.endsWith('/operLog/list')) return { list: [seeded, row(8, '自定义模块')], total: 2, currentPage: 1 };
      if (url.endsWith('/operLog/get')) return { ...detail, ...seeded };
      throw new Error(`unexpected GET ${url}`);
    });
    renderPage();
    expect(await screen.findByText('Add device')).toBeInTheDocument();
    expect(screen.queryByText('新增设备')).toBeNull();
    expect(screen.getByText('自定义模块')).toBeInTheDocument();
    fireEvent.click(within(rowOf('Add device')).getByRole('button', { name: /Details$/ }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Add device')).toBeInTheDocument();
  });

  it('opens the details of an entry from the server', async () => {
    renderPage();
    await screen.findByText('Delete user');
    fireEvent.click(within(rowOf('Delete user')).getByRole('button', { name: /Details$/ }));
    expect(await screen.findByText('DELETE /api/v1/system/user/delete')).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith('/api/v1/system/operLog/get', { operId: 6 });
    expect(screen.getByText('Chrome / Linux')).toBeInTheDocument();
    expect(screen.getAllByText('No permission').length).toBeGreaterThan(0);
  });

  it('deletes an entry and clears the log after confirming', async () => {
    http.del.mockResolvedValue(null);
    renderPage();
    await screen.findByText('Add post');
    fireEvent.click(within(rowOf('Add post')).getByRole('button', { name: /Delete$/ }));
    const confirm = (await screen.findByText('Delete this entry?')).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(http.del).toHaveBeenCalledWith('/api/v1/system/operLog/delete', { operIds: [7] }));
    fireEvent.click(screen.getByRole('button', { name: /Clear log$/ }));
    const clear = (await screen.findByText(/Delete every entry/)).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(clear).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(http.del).toHaveBeenLastCalledWith('/api/v1/system/operLog/clear'));
  });

  it('shows details, delete and clear only to holders of their buttons', async () => {
    grant(['api/v1/system/operLog/list']);
    renderPage();
    await screen.findByText('Add post');
    expect(screen.queryByRole('button', { name: /Details$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Clear log$/ })).toBeNull();
  });
});
