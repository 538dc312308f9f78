import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http } from '@/test/httpMock';
import { fill, grant, rowOf, setUpPageTests, fillAndSave } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { UserPage } from './UserPage';

vi.mock('@/lib/http', () => import('@/test/httpMock'));
const { saveFile } = vi.hoisted(() => ({ saveFile: vi.fn() }));
vi.mock('@/lib/saveFile', () => ({ saveFile }));

vi.setConfig({ testTimeout: 60000 });

const dept = (deptId: number, deptName: string, parentId: number, children: unknown[] | null = null) => ({
  deptId,
  parentId,
  deptName,
  ancestors: '0',
  orderNum: 0,
  leader: null,
  phone: '',
  email: '',
  status: 1,
  children,
});
const user = (id: number, userName: string, userNickname: string, userStatus = 1) => ({
  id,
  userName,
  userNickname,
  userStatus,
  mobile: `1380000000${id}`,
  userEmail: '',
  sex: 0,
  deptId: 101,
  remark: '',
  isAdmin: 0,
  createdAt: '2025-01-01 10:00:00',
  dept: { deptId: 101, deptName: 'South' },
  roleInfo: [{ roleId: 2, name: 'Common' }],
  post: null,
});

function serve() {
  http.get.mockImplementation(async (url: string, params?: { id?: number; ids?: number[] }) => {
    if (url.endsWith('/dept/treeSelect'))
      return { deps: [dept(100, 'Head office', 0, [dept(101, 'South', 100), dept(102, 'East', 100)])] };
    if (url.endsWith('/user/list'))
      return { userList: [user(1, 'admin', 'Admin'), user(2, 'demo', 'Demo')], total: 2, currentPage: 0 };
    if (url.endsWith('/user/params'))
      return {
        roleList: [
          { id: 1, pid: 0, name: 'Super admin' },
          { id: 2, pid: 0, name: 'Common' },
        ],
        posts: [{ postId: 7, postName: 'Engineer' }],
        roleAccess: [2],
      };
    if (url.endsWith('/user/getEdit'))
      return {
        user: { ...user(params!.id!, 'demo', 'Demo'), deptId: 101 },
        checkedRoleIds: [1, 2],
        checkedPosts: [7],
      };
    if (url.endsWith('/user/getUserByIds'))
      return { userList: (params?.ids ?? []).map((id) => ({ id, userNickname: `User ${id}` })) };
    if (url.endsWith('/dict/data/getDictData'))
      return { info: null, values: [{ key: '0', value: 'Not given', isDefault: 1, remark: '' }] };
    throw new Error(`unexpected GET ${url}`);
  });
  http.post.mockResolvedValue(null);
  http.put.mockResolvedValue(null);
  http.del.mockResolvedValue(null);
}

/** A department in the tree beside the list. */
const deptNode = async (name: string) => within(await screen.findByRole('tree')).findByText(name);

setUpPageTests({ serve });

describe('user management', () => {
  it('lists users, filters by the department tree (with reset clearing it) and the search form', async () => {
    renderWithProviders(<UserPage />);
    expect(await screen.findByText('demo')).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith('/api/v1/system/user/list', { pageNum: 1, pageSize: 20 });
    fireEvent.click(await deptNode('South'));
    await waitFor(() =>
      expect(http.get).toHaveBeenLastCalledWith('/api/v1/system/user/list', { deptId: 101, pageNum: 1, pageSize: 20 }),
    );
    fill(screen.getByLabelText('Keyword'), ' dem ');
    fireEvent.click(screen.getByRole('button', { name: /Search$/ }));
    await waitFor(() =>
      expect(http.get).toHaveBeenLastCalledWith('/api/v1/system/user/list', {
        keyWords: 'dem',
        deptId: 101,
        pageNum: 1,
        pageSize: 20,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: /Reset$/ }));
    await waitFor(() =>
      expect(http.get).toHaveBeenLastCalledWith('/api/v1/system/user/list', { pageNum: 1, pageSize: 20 }),
    );
  });

  it("names the seeded accounts in the user's language while their nicknames are the seeded ones", async () => {
    const answer = http.get.getMockImplementation()!;
    http.get.mockImplementation(async (url: string, params?: { id?: number; ids?: number[] }) =>
      url.endsWith('/user/list')
        ? { userList: [user(1, 'admin', '超级管理员'), user(2, 'demo', '演示用户')], total: 2, currentPage: 0 }
        : answer(url, params),
    );
    renderWithProviders(<UserPage />);
    expect(await within(await screen.findByRole('table')).findByText('Administrator')).toBeInTheDocument();
    expect(within(rowOf('demo')).getByText('Demo user')).toBeInTheDocument();
    expect(screen.queryByText(/超级管理员|演示用户/)).toBeNull();
  });

  it('adds a user with the GFast field names, its department preset from the tree', async () => {
    renderWithProviders(<UserPage />);
    fireEvent.click(await deptNode('South'));
    fireEvent.click(screen.getByRole('button', { name: /(^|\s)Add$/ }));
    const dialog = await screen.findByRole('dialog');
    fill(await within(dialog).findByLabelText('User name'), 'op1');
    fill(within(dialog).getByLabelText('Password'), 'weak');
    fill(within(dialog).getByLabelText('Nickname'), 'Operator');
    fill(within(dialog).getByLabelText('Mobile'), '123');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/needs 6 to 18 characters/)).toBeInTheDocument();
    expect(await within(dialog).findByText('Please enter a valid mobile number')).toBeInTheDocument();
    await fillAndSave(dialog, { Password: 'Passw0rd', Mobile: '13900000009' }, http.post, '/api/v1/system/user/add', {
      userName: 'op1',
      password: 'Passw0rd',
      nickName: 'Operator',
      roleIds: [],
      deptId: 101,
      mobile: '13900000009',
      email: '',
      sex: 0,
      postIds: [],
      status: 1,
      isAdmin: 0,
      remark: '',
    });
  });

  it('edits a user from getEdit, keeping roles the caller may not assign', async () => {
    renderWithProviders(<UserPage />);
    const row = (await screen.findByText('demo')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /Edit/ }));
    const dialog = await screen.findByRole('dialog');
    fill(await within(dialog).findByLabelText('Nickname'), 'Demo 2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(http.put).toHaveBeenCalled());
    expect(http.put).toHaveBeenCalledWith(
      '/api/v1/system/user/edit',
      expect.objectContaining({ userId: 2, nickName: 'Demo 2', roleIds: [1, 2], postIds: [7], deptId: 101 }),
    );
  });

  it('asks before disabling a user, and resets a password showing the new one once', async () => {
    renderWithProviders(<UserPage />);
    const row = (await screen.findByText('demo')).closest('tr')!;
    fireEvent.click(within(row).getByRole('switch'));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(http.put).toHaveBeenCalledWith('/api/v1/system/user/setStatus', { userId: 2, status: 0 }),
    );

    fireEvent.click(within(row).getByRole('button', { name: /Reset password/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    const password = (within(dialog).getByLabelText('Password') as HTMLInputElement).value;
    expect(password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)\S{12}$/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(http.put).toHaveBeenCalledWith('/api/v1/system/user/resetPwd', { userId: 2, password }));
    expect(await within(dialog).findByText(password)).toBeInTheDocument();
  });

  it('exports what the filters select as XLSX or CSV', async () => {
    const blob = new Blob(['x']);
    http.download.mockResolvedValue({ blob, name: 'users-1.csv' });
    renderWithProviders(<UserPage />);
    fireEvent.click(await deptNode('East'));
    fireEvent.mouseEnter(screen.getByRole('button', { name: /Export/ }));
    fireEvent.click(await screen.findByText('Export CSV'));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(blob, 'users-1.csv'));
    expect(http.download).toHaveBeenCalledWith('/api/v1/system/user/export', { deptId: 102, format: 'csv' });
  });

  it('shows only the buttons the caller holds', async () => {
    grant(['api/v1/system/user/list']);
    renderWithProviders(<UserPage />);
    const row = (await screen.findByText('demo')).closest('tr')!;
    expect(within(row).queryByRole('button', { name: /Edit|Delete|Reset password/ })).toBeNull();
    expect(within(row).getByRole('switch')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /(^|\s)Add$/ })).toBeNull();
  });
});
