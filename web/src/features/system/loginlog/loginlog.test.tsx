import type { SysLoginLog } from '@iot/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { getsTo, http, serveGets } from '@/test/httpMock';
import { byText, fill, grant, rowOf, setUpPageTests } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import authMessages from '../../../../../server/src/modules/auth/messages.json';
import { LoginLogPage } from './index';
import { loginLogText } from './wireTexts';

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

const serve = () =>
  serveGets({ '/loginLog/list': { list: [row(1, 'admin', 1), row(2, 'mallory', 0)], total: 2, currentPage: 1 } });
const listCalls = () => getsTo('/loginLog/list');

setUpPageTests({ serve });

describe('login log', { timeout: 120000 }, () => {
  it('lists the records with the result in colour', async () => {
    renderWithProviders(<LoginLogPage />);
    expect(await screen.findByText('mallory')).toBeInTheDocument();
    expect(within(rowOf('mallory')).getByText('Failed')).toBeInTheDocument();
    expect(within(rowOf('admin')).getByText('Succeeded')).toBeInTheDocument();
    expect(within(rowOf('admin')).getByText('Chrome 120')).toBeInTheDocument();
  });

  it('puts who, when, the result and the module first, so they fit 1366 px beside the menu (issue 23)', async () => {
    renderWithProviders(<LoginLogPage />);
    expect(await screen.findByText('mallory')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.slice(1, 6)).toEqual(['No.', 'User name', 'Time', 'Result', 'Module']);
  });

  it("shows the server's location, message and module in the user's language", async () => {
    http.get.mockResolvedValue({
      list: [
        row(1, 'admin', 1),
        row(2, 'mallory', 0),
        { ...row(3, 'eve', 0), loginLocation: '', msg: '登录失败次数过多，请 15 分钟后再试' },
        { ...row(4, 'bob', 0), msg: 'Typed by someone' },
      ],
      total: 4,
      currentPage: 1,
    });
    renderWithProviders(<LoginLogPage />);
    const admin = (await screen.findByText('admin')).closest('tr') as HTMLElement;
    expect(within(admin).getByText('Private network')).toBeInTheDocument();
    expect(within(admin).getByText('Login succeeded')).toBeInTheDocument();
    expect(within(admin).getByText('Back office')).toBeInTheDocument();
    expect(within(rowOf('mallory')).getByText('Wrong user name or password')).toBeInTheDocument();
    expect(
      within(rowOf('eve')).getByText('Too many failed logins, please try again in 15 minutes'),
    ).toBeInTheDocument();
    expect(within(rowOf('bob')).getByText('Typed by someone')).toBeInTheDocument();
    expect(screen.queryByText(/内网IP|登录成功|系统后台/)).toBeNull();
  });

  it('knows every message the server writes into the login log, in every language', async () => {
    const languages = ['zh-cn', 'en', 'zh-tw'] as const;
    for (const key of [
      'captchaWrong',
      'loginWrong',
      'accountFrozen',
      'loginThrottled',
      'loginOk',
      'logoutOk',
    ] as const) {
      const fill = (text: string) => text.replace('{minutes}', '15');
      const written = fill(authMessages[key][0]);
      for (const [i, lng] of languages.entries()) {
        await i18n.changeLanguage(lng);
        expect(loginLogText(written), `${key} ${lng}`).toBe(fill(authMessages[key][i]));
      }
    }
    await i18n.changeLanguage('en');
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
