import type { SysPost } from '@iot/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getsTo, http, serveGets } from '@/test/httpMock';
import { byText, clickSends, fill, grant, rowOf, setUpPageTests, fillAndSave } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { PostPage } from './index';

vi.mock('@/lib/http', () => import('@/test/httpMock'));

const post = (postId: number, postCode: string, postName: string, extra: Partial<SysPost> = {}): SysPost => ({
  postId,
  postCode,
  postName,
  postSort: postId,
  status: 1,
  remark: '',
  createdBy: 1,
  updatedBy: 1,
  createdAt: `2024-02-0${postId} 09:00:00`,
  updatedAt: null,
  deletedAt: null,
  ...extra,
});

const posts = [post(1, 'ceo', 'Chief executive', { remark: 'the boss' }), post(2, 'dev', 'Developer', { status: 0 })];

const serve = () => serveGets({ '/post/list': { postList: posts, total: 32, currentPage: 1 } });
const renderPage = () => renderWithProviders(<PostPage />);
const listCalls = () => getsTo('/post/list');

/** The open dialog, titled `title` (antd's ids are all "test-id" in tests, so no accessible name). */
async function openDialog(title: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(title)).toBeInTheDocument();
  return dialog;
}

setUpPageTests({ serve });

describe('post management', { timeout: 60000 }, () => {
  it('lists a page of posts with their code, order, status and remark', async () => {
    renderPage();
    expect(await screen.findByText('Chief executive')).toBeInTheDocument();
    expect(listCalls()[0][1]).toEqual({ pageNum: 1, pageSize: 20 });
    expect(within(rowOf('Chief executive')).getByText('ceo')).toBeInTheDocument();
    expect(within(rowOf('Chief executive')).getByText('the boss')).toBeInTheDocument();
    expect(within(rowOf('Chief executive')).getByText('Normal')).toBeInTheDocument();
    expect(within(rowOf('Developer')).getByText('Disabled')).toBeInTheDocument();
    expect(within(rowOf('Developer')).getByText('2024-02-02 09:00:00')).toBeInTheDocument();
    expect(screen.getByText('Total 32')).toBeInTheDocument();
  });

  it('searches by name, code and status from the first page, and resets', async () => {
    renderPage();
    await screen.findByText('Chief executive');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listCalls().at(-1)?.[1]).toEqual({ pageNum: 2, pageSize: 20 }));

    fill(screen.getByLabelText('Post name'), ' Dev ');
    fill(screen.getByLabelText('Post code'), 'd');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByTitle('Disabled'));
    fireEvent.click(byText('Search'));
    await waitFor(() =>
      expect(listCalls().at(-1)?.[1]).toEqual({ pageNum: 1, pageSize: 20, postName: 'Dev', postCode: 'd', status: 0 }),
    );
    fireEvent.click(byText('Reset'));
    await waitFor(() => expect(listCalls().at(-1)?.[1]).toEqual({ pageNum: 1, pageSize: 20 }));
    expect(screen.getByLabelText('Post name')).toHaveValue('');
  });

  it('hides add, edit and delete from a user without those permissions', async () => {
    grant(['api/v1/system/post/list', 'api/v1/system/post/add']);
    renderPage();
    await screen.findByText('Chief executive');
    expect(byText('Add')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete selected$/ })).toBeNull();
  });

  it('adds a post with the GFast fields once the required ones are there', async () => {
    http.post.mockResolvedValue(null);
    renderPage();
    await screen.findByText('Chief executive');
    fireEvent.click(byText('Add'));
    const dialog = await openDialog('Add post');
    fireEvent.click(byText('Save', within(dialog)));
    expect(await within(dialog).findByText('Please enter Post name')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter Post code')).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();

    await fillAndSave(
      dialog,
      { 'Post name': ' Tester ', 'Post code': 'qa', Order: '3', Remark: 'finds bugs' },
      http.post,
      '/api/v1/system/post/add',
      {
        postName: 'Tester',
        postCode: 'qa',
        postSort: 3,
        status: 1,
        remark: 'finds bugs',
      },
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Saved')).toBeInTheDocument();
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(1));
  });

  it('edits a copy of the row with its postId', async () => {
    http.put.mockResolvedValue(null);
    renderPage();
    await screen.findByText('Chief executive');
    fireEvent.click(within(rowOf('Developer')).getByRole('button', { name: /Edit$/ }));
    const dialog = await openDialog('Edit post');
    expect(within(dialog).getByLabelText('Post code')).toHaveValue('dev');
    expect(within(dialog).getByLabelText('Disabled')).toBeChecked();
    fill(within(dialog).getByLabelText('Post name'), 'Engineer');
    fireEvent.click(within(dialog).getByLabelText('Normal'));
    await clickSends(byText('Save', within(dialog)), http.put, '/api/v1/system/post/edit', {
      postId: 2,
      postName: 'Engineer',
      postCode: 'dev',
      postSort: 2,
      status: 1,
      remark: '',
    });
  });

  it('deletes a row after naming it, and the selected rows in one call', async () => {
    http.del.mockResolvedValue(null);
    renderPage();
    await screen.findByText('Chief executive');
    fireEvent.click(within(rowOf('Developer')).getByRole('button', { name: /Delete$/ }));
    const confirm = (await screen.findByText('Delete “Developer”?')).closest('.ant-popover') as HTMLElement;
    expect(within(confirm).getByText('Users who hold a deleted post lose it.')).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(http.del).toHaveBeenCalledWith('/api/v1/system/post/delete', { ids: [2] }));
    expect(await screen.findByText('Deleted')).toBeInTheDocument();

    const batch = screen.getByRole('button', { name: /Delete selected$/ });
    expect(batch).toBeDisabled();
    fireEvent.click(within(rowOf('Chief executive')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('Developer')).getByRole('checkbox'));
    await waitFor(() => expect(batch).toBeEnabled());
    fireEvent.click(batch);
    expect(await screen.findByText(/Delete the 2 selected posts\?/)).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'OK' }).at(-1)!);
    await waitFor(() => expect(http.del).toHaveBeenLastCalledWith('/api/v1/system/post/delete', { ids: [1, 2] }));
  });
});
