import type { OnlineUser } from '@iot/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http } from '@/test/httpMock';
import { byText, fill, grant, rowOf, setUpPageTests } from '@/test/page';
import { screenOfWidth } from '@/test/media';
import { renderWithProviders } from '@/test/render';
import { OnlinePage } from './index';

vi.mock('@/lib/http', () => import('@/test/httpMock'));

const session = (id: number, userName: string, extra: Partial<OnlineUser> = {}): OnlineUser => ({
  id,
  uuid: `s${id}`,
  token: '',
  createTime: '2024-02-01 09:00:00',
  userName,
  ip: '127.0.0.1',
  explorer: 'Firefox 121',
  os: 'Linux',
  lastSeen: '2024-02-01 09:05:00',
  live: false,
  current: false,
  ...extra,
});

function serve() {
  http.get.mockImplementation(async (url: string) => {
    if (url.endsWith('/online/list'))
      return {
        list: [session(1, 'admin', { current: true, live: true }), session(2, 'demo')],
        total: 2,
        currentPage: 1,
      };
    throw new Error(`unexpected GET ${url}`);
  });
}

const listCalls = () => http.get.mock.calls.filter(([url]) => String(url).endsWith('/online/list'));

setUpPageTests({ serve });

describe('online users', { timeout: 60000 }, () => {
  it('lists the sessions, tags the caller’s own and shows which hold a live channel', async () => {
    renderWithProviders(<OnlinePage />);
    expect(await screen.findByText('demo')).toBeInTheDocument();
    expect(within(rowOf('admin')).getByText('This session')).toBeInTheDocument();
    expect(within(rowOf('admin')).getByText('Connected')).toBeInTheDocument();
    expect(within(rowOf('demo')).getByText('Not connected')).toBeInTheDocument();
    // No force-out on the own session.
    expect(within(rowOf('admin')).queryByRole('button', { name: /Force out$/ })).toBeNull();
  });

  it('fits 1366 px beside the menu: who, from where and last seen first, Force out pinned right (issue 23)', async () => {
    const real = window.matchMedia;
    window.matchMedia = screenOfWidth(1366);
    try {
      renderWithProviders(<OnlinePage />);
      await screen.findByText('demo');
      const headers = screen.getAllByRole('columnheader');
      expect(headers.slice(1, 4).map((h) => h.textContent)).toEqual(['User name', 'IP address', 'Last seen']);
      expect(headers.at(-1)).toHaveTextContent('Actions');
      expect(headers.at(-1)!.className).toMatch(/ant-table-cell-fix-(right|end)/);
      // The content beside the 220 px menu is about 1050 px wide: the table does not scroll there.
      const width = parseInt(document.querySelector<HTMLElement>('.ant-table table')!.style.width, 10);
      expect(width).toBeLessThanOrEqual(1040);
      // The session's own tag moves with the user name (the session number shows on wide screens only).
      expect(within(rowOf('admin')).getByText('This session').closest('td')).toHaveTextContent(/^admin/);
    } finally {
      window.matchMedia = real;
    }
  });

  it('searches by IP and user name', async () => {
    renderWithProviders(<OnlinePage />);
    await screen.findByText('demo');
    fill(screen.getByLabelText('User name'), 'de');
    fireEvent.click(byText('Search'));
    await waitFor(() => expect(listCalls().at(-1)?.[1]).toEqual({ pageNum: 1, pageSize: 20, userName: 'de' }));
  });

  it('forces a session out after confirming', async () => {
    http.del.mockResolvedValue(null);
    renderWithProviders(<OnlinePage />);
    await screen.findByText('demo');
    fireEvent.click(within(rowOf('demo')).getByRole('button', { name: /Force out$/ }));
    expect(await screen.findByText('Force this session of “demo” to log out?')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'OK' }).at(-1)!);
    await waitFor(() => expect(http.del).toHaveBeenCalledWith('/api/v1/system/online/forceLogout', { ids: [2] }));
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
  });

  it('hides force logout without its permission', async () => {
    grant(['api/v1/system/online/list']);
    renderWithProviders(<OnlinePage />);
    await screen.findByText('demo');
    expect(screen.queryByRole('button', { name: /Force out/ })).toBeNull();
  });
});
