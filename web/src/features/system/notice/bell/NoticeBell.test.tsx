import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { renderWithProviders } from '@/test/render';
import { NoticeBell } from './NoticeBell';

const { http } = vi.hoisted(() => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), del: vi.fn() } }));
vi.mock('@/lib/http', () => ({ http }));

const row = (id: number, title: string, isRead: boolean, type = 1) => ({
  id,
  title,
  type,
  tag: 0,
  content: `${title} body`,
  remark: '',
  sort: 0,
  status: 1,
  isRead,
  clickNumber: 0,
  createdUser: null,
  createdBy: 1,
  createdAt: '2025-01-01 10:00:00',
});

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  vi.clearAllMocks();
  http.get.mockImplementation(async (url: string) => {
    if (url.endsWith('/sysNotice/unReadCount')) return { notifyCount: 3, noticeCount: 2 };
    if (url.endsWith('/sysNotice/listShow'))
      return { list: [row(1, 'Device offline', false), row(2, 'Hello', true, 2)], total: 2, currentPage: 1 };
    throw new Error(`unexpected GET ${url}`);
  });
  http.post.mockResolvedValue(null);
});

describe('notice bell', () => {
  it("shows the server's unread count and the latest notices", async () => {
    renderWithProviders(<NoticeBell />);
    expect(await screen.findByText('5')).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith('/api/v1/system/sysNotice/listShow', {
      pageNum: 1,
      pageSize: 5,
      isTrim: true,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByTestId('notice-panel');
    expect(within(panel).getByText('Device offline')).toBeInTheDocument();
    expect(within(panel).getByText('Hello body')).toBeInTheDocument();
  });

  it('lists notices as list items, each one button (axe: a list holds only li; issue 23)', async () => {
    renderWithProviders(<NoticeBell />);
    await screen.findByText('5');
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    const list = within(await screen.findByTestId('notice-panel')).getByRole('list');
    expect([...list.children].map((c) => [c.tagName, c.getAttribute('role')])).toEqual([
      ['LI', null],
      ['LI', null],
    ]);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('button', { name: /^Device offline/ })).toHaveAttribute('tabindex', '0');
  });

  it("'mark all read' calls readAll and fetches the counts again", async () => {
    renderWithProviders(<NoticeBell />);
    await screen.findByText('5');
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByTestId('notice-panel');
    const gets = http.get.mock.calls.length;
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('/api/v1/system/sysNoticeRead/readAll'));
    await waitFor(() => expect(http.get.mock.calls.length).toBeGreaterThan(gets));
  });

  it('clicking a notice marks it read and opens the notification centre', async () => {
    renderWithProviders(<NoticeBell />);
    await screen.findByText('5');
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByTestId('notice-panel');
    fireEvent.click(within(panel).getByText('Hello'));
    expect(http.post).toHaveBeenCalledWith('/api/v1/system/sysNoticeRead/readNotice', { noticeId: 2 });
    expect(screen.getByTestId('location')).toHaveTextContent('/system/sysNotice/show');
    // 'Hello' was read already: the badge keeps its count.
    expect(screen.getByText('5')).toBeInTheDocument();
    await waitFor(() => expect(http.get.mock.calls.length).toBeGreaterThan(2));
  });

  it("says 'No notifications' when there are none", async () => {
    http.get.mockImplementation(async (url: string) =>
      url.endsWith('/unReadCount') ? { notifyCount: 0, noticeCount: 0 } : { list: null, total: 0, currentPage: 1 },
    );
    renderWithProviders(<NoticeBell />);
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByTestId('notice-panel');
    await waitFor(() => expect(http.get).toHaveBeenCalledTimes(2));
    expect(within(panel).getByText('No notifications')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });
});
