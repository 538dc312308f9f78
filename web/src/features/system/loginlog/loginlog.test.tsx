import type { SysLoginLog } from '@iot/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http } from '@/test/httpMock';
import { byText, fill, grant, rowOf, setUpPageTests } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { LoginLogPage } from './index';

vi.mock('@/lib/http', () => import('@/test/httpMock'));

const row = (infoId: number, loginName: string, status: number): SysLoginLog => ({
  infoId,
  loginName,
  ipaddr: '127.0.0.1',
  loginLocation: '内网IP',
  browser: 'Chrome 120',
  os: 'Windows',
  status,
  msg: status ? '登录成功' : '账号密码错误',
  loginTime: `2024-02-0${infoId} 09:00:00`,
  module: '系统后台',
});

function serve() {
  http.get.mockImplementation(async (url: string) => {
    if (url.endsWith('/loginLog/list'))
      return { list: [row(1, 'admin', 1), row(2, 'mallory', 0)], total: 2, currentPage: 1 };
    throw new Error(`unexpected GET ${url}`);
  });
}

const listCalls = () => http.get.mock.calls.filter(([url]) => String(url).endsWith('/loginLog/list'));

setUpPageTests({ serve });

describe('login log', { timeout: 120000 }, () => {
  it('lists the records with the result in colour', async () => {
    renderWithProviders(<LoginLogPage />);
    expect(await screen.findByText('mallory')).toBeInTheDocument();
    expect(within(rowOf('mallory')).getByText('Failed')).toBeInTheDocument();
    expect(within(rowOf('admin')).getByText('Succeeded')).toBeInTheDocument();
    expect(within(rowOf('admin')).getByText('Chrome 120')).toBeInTheDocument();
  });

  it('searches by IP and user name from the first page', async () => {
    renderWithProviders(<LoginLogPage />);
    await screen.findByText('mallory');
    fill(screen.getByLabelText('IP address'), ' 10.0 ');
    fill(screen.getByLabelText('User name'), 'mal');
    fireEvent.click(byText('Search'));
    await waitFor(() =>
      expect(listCalls().at(-1)?.[1]).toEqual({ pageNum: 1, pageSize: 20, ipaddr: '10.0', userName: 'mal' }),
    );
  });

  it('deletes the selected records after confirming', async () => {
    http.del.mockResolvedValue(null);
    renderWithProviders(<LoginLogPage />);
    await screen.findByText('mallory');
    fireEvent.click(within(rowOf('mallory')).getByRole('checkbox'));
    const batch = screen.getByRole('button', { name: /Delete selected$/ });
    await waitFor(() => expect(batch).toBeEnabled());
    fireEvent.click(batch);
    expect(await screen.findByText('Delete the 1 selected login records?')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'OK' }).at(-1)!);
    await waitFor(() => expect(http.del).toHaveBeenCalledWith('/api/v1/system/loginLog/delete', { ids: [2] }));
  });

  it('clears the log after confirming', async () => {
    http.del.mockResolvedValue(null);
    renderWithProviders(<LoginLogPage />);
    await screen.findByText('mallory');
    fireEvent.click(screen.getByRole('button', { name: /Clear log$/ }));
    expect(await screen.findByText('Delete every login record? This cannot be undone.')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'OK' }).at(-1)!);
    await waitFor(() => expect(http.del).toHaveBeenLastCalledWith('/api/v1/system/loginLog/clear'));
    expect(await screen.findByText('Log cleared')).toBeInTheDocument();
  });

  it('hides delete and clear without their permissions', async () => {
    grant(['api/v1/system/loginLog/list']);
    renderWithProviders(<LoginLogPage />);
    await screen.findByText('mallory');
    expect(screen.queryByRole('button', { name: /Delete selected$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Clear log$/ })).toBeNull();
  });
});
