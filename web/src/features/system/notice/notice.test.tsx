import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http } from '@/test/httpMock';
import { clickSends, fill, grant, setUpPageTests } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { NoticeCentrePage } from './NoticeCentrePage';
import { NoticeListPage } from './NoticeListPage';

vi.mock('@/lib/http', () => import('@/test/httpMock'));

vi.setConfig({ testTimeout: 60000 });

const row = (id: number, title: string, type: 1 | 2, isRead = false) => ({
  id,
  title,
  type,
  tag: 4,
  content: `<p>${title} <b>body</b></p>`,
  remark: '',
  sort: 0,
  status: 1,
  isRead,
  clickNumber: 3,
  createdUser: { id: 1, userNickname: 'Admin' },
  createdBy: 1,
  createdAt: '2025-01-01 10:00:00',
});

function serve() {
  http.get.mockImplementation(async (url: string, params?: { type?: number; userNickname?: string }) => {
    if (url.endsWith('/sysNotice/list'))
      return { list: [{ ...row(1, 'Maintenance', 1), content: '' }], total: 1, currentPage: 1 };
    if (url.endsWith('/sysNotice/listShow'))
      return {
        list: params?.type === 2 ? [row(5, 'Private note', 2)] : [row(1, 'Maintenance', 1)],
        total: 1,
        currentPage: 1,
      };
    if (url.endsWith('/sysNotice/unReadCount')) return { notifyCount: 1, noticeCount: 1 };
    if (url.endsWith('/sysNotice/userList'))
      return { userList: [{ id: 3, userNickname: `Operator ${params?.userNickname ?? ''}`.trim() }] };
    if (url.endsWith('/dict/data/getDictData'))
      return { info: null, values: [{ key: '4', value: 'Important', isDefault: 0, remark: '' }] };
    throw new Error(`unexpected GET ${url}`);
  });
  http.post.mockResolvedValue(null);
}

setUpPageTests({ serve });

describe('notice management', () => {
  it('lists notices with the GFast filters', async () => {
    renderWithProviders(<NoticeListPage />);
    expect(await screen.findByText('Maintenance')).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith('/api/v1/system/sysNotice/list', { pageNum: 1, pageSize: 20 });
    fill(screen.getByLabelText('Title'), ' Maintenance ');
    await clickSends(screen.getByRole('button', { name: /Search$/ }), http.get, '/api/v1/system/sysNotice/list', {
      pageNum: 1,
      pageSize: 20,
      title: 'Maintenance',
    });
  });

  it("names a seeded account's nickname as the sender in the user's language", async () => {
    http.get.mockImplementation(async (url: string) => {
      if (url.endsWith('/sysNotice/list'))
        return {
          list: [{ ...row(1, 'Maintenance', 1), content: '', createdUser: { id: 1, userNickname: '超级管理员' } }],
          total: 1,
          currentPage: 1,
        };
      if (url.endsWith('/dict/data/getDictData')) return { info: null, values: [] };
      throw new Error(`unexpected GET ${url}`);
    });
    renderWithProviders(<NoticeListPage />);
    await screen.findByText('Maintenance');
    expect(screen.getByText('Administrator')).toBeInTheDocument();
    expect(screen.queryByText('超级管理员')).toBeNull();
  });

  it('shows the receiver picker only for letters and sends the GFast field names', async () => {
    renderWithProviders(<NoticeListPage />);
    await screen.findByText('Maintenance');
    fireEvent.click(screen.getByRole('button', { name: /(^|\s)Add$/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText('Receivers')).toBeNull();
    fill(within(dialog).getByLabelText('Title'), 'Hello operator');
    const editor = within(dialog).getByRole('textbox', { name: 'Content' });
    editor.innerHTML = '<p>Hi <b>there</b></p>';
    fireEvent.input(editor);
    fireEvent.click(within(dialog).getByLabelText('Letters'));
    expect(await within(dialog).findByText('Receivers')).toBeInTheDocument();

    const picker = within(dialog).getByRole('combobox', { name: 'Receivers' });
    fireEvent.mouseDown(picker);
    fill(picker, 'op');
    await waitFor(() =>
      expect(http.get).toHaveBeenCalledWith('/api/v1/system/sysNotice/userList', { userNickname: 'op' }),
    );
    fireEvent.click(await screen.findByTitle('Operator op'));
    await clickSends(within(dialog).getByRole('button', { name: 'Save' }), http.post, '/api/v1/system/sysNotice/add', {
      title: 'Hello operator',
      type: 2,
      tag: '0',
      status: 1,
      sort: 0,
      receiver: [3],
      remark: '',
      content: '<p>Hi <b>there</b></p>',
    });
  });

  it("keeps GFast's button rules: noticeAdd shows the add button, messageAdd allows letters", async () => {
    grant(['api/v1/system/sysNotice/noticeAdd']);
    renderWithProviders(<NoticeListPage />);
    await screen.findByText('Maintenance');
    fireEvent.click(screen.getByRole('button', { name: /(^|\s)Add$/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Letters')).toBeDisabled();
    expect(within(dialog).getByLabelText('Notices')).toBeChecked();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    grant(['api/v1/system/sysNotice/add']);
    await waitFor(() => expect(screen.queryByRole('button', { name: /(^|\s)Add$/ })).toBeNull());
  });

  it('deletes a notice with ids', async () => {
    http.del.mockResolvedValue(null);
    renderWithProviders(<NoticeListPage />);
    await screen.findByText('Maintenance');
    fireEvent.click(screen.getByRole('button', { name: /Delete$/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(http.del).toHaveBeenCalledWith('/api/v1/system/sysNotice/delete', { ids: [1] }));
  });
});

describe('notification centre', () => {
  it('opens the tab named in the URL and marks a notice read when it is opened', async () => {
    renderWithProviders(<NoticeCentrePage />, { route: '/system/sysNotice/show?type=2' });
    fireEvent.click(await screen.findByRole('button', { name: 'Private note' }));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith('/api/v1/system/sysNoticeRead/readNotice', { noticeId: 5 }),
    );
    const content = await screen.findByTestId('notice-content');
    expect(content.querySelector('b')).toHaveTextContent('body');
    expect(http.get).toHaveBeenCalledWith('/api/v1/system/sysNotice/listShow', { type: 2, pageNum: 1, pageSize: 20 });
  });
});
