import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http } from '@/test/httpMock';
import { byText, clickSends, fill, grant, rowOf, setUpPageTests, fillAndSave } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { DeptPage, type LeaderSelect } from './index';
import { deps, deptList } from './testData';

vi.mock('@/lib/http', () => import('@/test/httpMock'));

const nicknames: Record<number, string> = { 7: 'Alice', 8: 'Bob', 9: 'Carol' };

function serve() {
  http.get.mockImplementation(async (url: string, params?: { deptName?: string; ids?: number[] }) => {
    if (url.endsWith('/dept/list'))
      return { deptList: params?.deptName ? deptList.filter((d) => d.deptName.includes(params.deptName!)) : deptList };
    if (url.endsWith('/dept/treeSelect')) return { deps };
    if (url.endsWith('/user/getUserByIds'))
      return { userList: (params?.ids ?? []).map((id) => ({ id, avatar: '', sex: 0, userNickname: nicknames[id] })) };
    throw new Error(`unexpected GET ${url}`);
  });
}

/** The user feature's picker stands in as the ids it holds and a button adding user 9. */
const Leaders: LeaderSelect = ({ value = [], onChange, id }) => (
  <div id={id}>
    <span data-testid="leaders">{value.join(',')}</span>
    <button type="button" onClick={() => onChange?.([...value, 9])}>
      pick Carol
    </button>
  </div>
);

const renderPage = () => renderWithProviders(<DeptPage leaderSelect={Leaders} />);
const listCalls = () => http.get.mock.calls.filter(([url]) => String(url).endsWith('/dept/list'));

/** Opens the parent picker of the dialog and gives its dropdown and the titles of its options. */
async function parentOptions(dialog: HTMLElement) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Parent department' }));
  await waitFor(() => expect(document.querySelector('.ant-tree-select-dropdown')).not.toBeNull());
  const dropdown = document.querySelector('.ant-tree-select-dropdown') as HTMLElement;
  const titles = () =>
    [...dropdown.querySelectorAll('.ant-select-tree-node-content-wrapper')].map((n) => n.textContent);
  return { dropdown, titles };
}

/** The open dialog, titled `title` (antd's ids are all "test-id" in tests, so no accessible name). */
async function openDialog(title: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(title)).toBeInTheDocument();
  return dialog;
}

setUpPageTests({ serve });

describe('department management', { timeout: 60000 }, () => {
  it('shows the departments as an open tree with their leaders, status and order', async () => {
    renderPage();
    expect(await screen.findByText('Dev team')).toBeInTheDocument();
    expect(listCalls()[0][1]).toEqual({});
    expect(rowOf('Dev team').className).toMatch(/level-2/);
    expect(rowOf('East branch').className).toMatch(/level-1/);
    expect(http.get).toHaveBeenCalledWith('/api/v1/system/user/getUserByIds', { ids: [7, 8, 9] });
    expect(await within(rowOf('Head office')).findByText('Alice, Bob')).toBeInTheDocument();
    expect(within(rowOf('Dev team')).getByText('Carol')).toBeInTheDocument();
    expect(within(rowOf('Head office')).getByText('Normal')).toBeInTheDocument();
    expect(within(rowOf('East branch')).getByText('Disabled')).toBeInTheDocument();
    expect(within(rowOf('East branch')).getByText('2024-01-03 10:00:00')).toBeInTheDocument();

    fireEvent.click(byText('Collapse all'));
    await waitFor(() => expect(screen.queryByText('South branch')).toBeNull());
    fireEvent.click(byText('Expand all'));
    expect(await screen.findByText('Dev team')).toBeInTheDocument();
  });

  it('searches by name and status, and resets', async () => {
    renderPage();
    await screen.findByText('Dev team');
    fill(screen.getByLabelText('Department name'), ' team ');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByTitle('Disabled'));
    fireEvent.click(byText('Search'));
    await waitFor(() => expect(listCalls().at(-1)?.[1]).toEqual({ deptName: 'team', status: 0 }));
    // A match whose parent is filtered out is a root.
    await waitFor(() => expect(screen.queryByText('Head office')).toBeNull());
    expect(rowOf('Dev team').className).toMatch(/level-0/);

    fireEvent.click(byText('Reset'));
    await waitFor(() => expect(listCalls().at(-1)?.[1]).toEqual({}));
    expect(screen.getByLabelText('Department name')).toHaveValue('');
    expect(await screen.findByText('Head office')).toBeInTheDocument();
  });

  it('hides add, add below, edit and delete from a user without those permissions', async () => {
    grant(['api/v1/system/dept/list', 'api/v1/system/dept/edit']);
    renderPage();
    await screen.findByText('Dev team');
    expect(screen.queryByRole('button', { name: /(^|\s)Add$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add below$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete$/ })).toBeNull();
    expect(within(rowOf('Head office')).getByRole('button', { name: /Edit$/ })).toBeInTheDocument();
    grant([]);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Edit$/ })).toBeNull());
  });

  it('adds a top-level department with the GFast fields, checking the e-mail first', async () => {
    http.post.mockResolvedValue(null);
    renderPage();
    await screen.findByText('Dev team');
    fireEvent.click(byText('Add'));
    const dialog = await openDialog('Add department');
    fireEvent.click(byText('Save', within(dialog)));
    expect(await within(dialog).findByText('Please select Parent department')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter Department name')).toBeInTheDocument();

    const { dropdown } = await parentOptions(dialog);
    fireEvent.click(within(dropdown).getByText('Top level'));
    fill(within(dialog).getByLabelText('Department name'), ' North branch ');
    fill(within(dialog).getByLabelText('E-mail'), 'not-an-address');
    fireEvent.click(byText('Save', within(dialog)));
    expect(await within(dialog).findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();

    fill(within(dialog).getByLabelText('E-mail'), 'north@example.com');
    fill(within(dialog).getByLabelText('Phone'), '020-8');
    fireEvent.click(within(dialog).getByRole('button', { name: 'pick Carol' }));
    fireEvent.click(within(dialog).getByLabelText('Disabled'));
    await clickSends(byText('Save', within(dialog)), http.post, '/api/v1/system/dept/add', {
      parentId: 0,
      deptName: 'North branch',
      leader: [9],
      phone: '020-8',
      email: 'north@example.com',
      orderNum: 0,
      status: 0,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Saved')).toBeInTheDocument();
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(1));
  });

  it('adds a department below a row, under that row', async () => {
    http.post.mockResolvedValue(null);
    renderPage();
    await screen.findByText('Dev team');
    fireEvent.click(within(rowOf('East branch')).getByRole('button', { name: /Add below$/ }));
    const dialog = await openDialog('Add department');
    // The disabled branch is offered as a parent (by the list, not the enabled-only tree).
    expect(await within(dialog).findByTitle('East branch')).toBeInTheDocument();
    fill(within(dialog).getByLabelText('Department name'), 'Sales');
    fireEvent.click(byText('Save', within(dialog)));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith(
        '/api/v1/system/dept/add',
        expect.objectContaining({ parentId: 3, deptName: 'Sales', leader: [], status: 1 }),
      ),
    );
  });

  it('edits a copy of the row with its deptId, offering no parent at or below it', async () => {
    http.put.mockResolvedValue(null);
    renderPage();
    await screen.findByText('Dev team');
    fireEvent.click(within(rowOf('South branch')).getByRole('button', { name: /Edit$/ }));
    const dialog = await openDialog('Edit department');
    expect(within(dialog).getByLabelText('Department name')).toHaveValue('South branch');
    expect(await within(dialog).findByTitle('Head office')).toBeInTheDocument();

    const { dropdown, titles } = await parentOptions(dialog);
    await waitFor(() => expect(titles()).toEqual(['Top level', 'Head office', 'East branch Disabled']));
    fireEvent.click(within(dropdown).getByText('East branch'));
    await fillAndSave(dialog, { 'Department name': 'South' }, http.put, '/api/v1/system/dept/edit', {
      deptId: 2,
      parentId: 3,
      deptName: 'South',
      leader: [],
      phone: '',
      email: '',
      orderNum: 2,
      status: 1,
    });
  });

  it('leaves the table as it was when the dialog is cancelled', async () => {
    renderPage();
    await screen.findByText('Dev team');
    fireEvent.click(within(rowOf('Head office')).getByRole('button', { name: /Edit$/ }));
    const dialog = await openDialog('Edit department');
    expect(within(dialog).getByTestId('leaders')).toHaveTextContent('7,8');
    fill(within(dialog).getByLabelText('Department name'), 'Renamed');
    fireEvent.click(byText('Cancel', within(dialog)));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Head office')).toBeInTheDocument();
    expect(http.put).not.toHaveBeenCalled();
  });

  it('deletes after a confirmation that says the departments below go too', async () => {
    http.del.mockResolvedValue(null);
    renderPage();
    await screen.findByText('Dev team');
    fireEvent.click(within(rowOf('Head office')).getByRole('button', { name: /Delete$/ }));
    const confirm = (await screen.findByText('Delete “Head office”?')).closest('.ant-popover') as HTMLElement;
    expect(within(confirm).getByText(/The departments below it \(3\) are deleted too\./)).toBeInTheDocument();
    expect(within(confirm).getByText(/cannot be deleted while users belong to it/)).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(http.del).toHaveBeenCalledWith('/api/v1/system/dept/delete', { id: 1 }));
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
  });

  it('warns of hidden departments below a match while filtered, and keeps the row when the server refuses', async () => {
    http.del.mockRejectedValue(new Error('The department or one below it still has users'));
    renderPage();
    await screen.findByText('Dev team');
    fill(screen.getByLabelText('Department name'), 'South');
    fireEvent.click(byText('Search'));
    await waitFor(() => expect(screen.queryByText('Head office')).toBeNull());
    expect(screen.queryByText('Dev team')).toBeNull();
    fireEvent.click(within(rowOf('South branch')).getByRole('button', { name: /Delete$/ }));
    const confirm = (await screen.findByText('Delete “South branch”?')).closest('.ant-popover') as HTMLElement;
    expect(within(confirm).getByText(/Any departments below it are deleted too\./)).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(http.del).toHaveBeenCalledWith('/api/v1/system/dept/delete', { id: 2 }));
    expect(screen.getByText('South branch')).toBeInTheDocument();
    expect(screen.queryByText('Deleted')).toBeNull();
  });
});
