import type { SysRole } from '@iot/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http } from '@/test/httpMock';
import { testRuleInfo } from '@/test/menuRules';
import { byText, clickSends, fill, grant, rowOf, setUpPageTests } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { RolePage } from './RolePage';

const { refreshRoutes } = vi.hoisted(() => ({ refreshRoutes: vi.fn(() => Promise.resolve()) }));
vi.mock('@/lib/http', () => import('@/test/httpMock'));
vi.mock('@/routing/routes', () => ({ refreshRoutes }));
// The user feature's picker, as its index.ts exports it: a stand-in that shows what it was given
// and answers OK with one more user.
vi.mock('@/features/system/user', async () => {
  const { http: mock } = await import('@/test/httpMock');
  return {
    invalidateUsers: () => Promise.resolve(),
    usersOfRoleQuery: (roleId: number) => ({
      queryKey: ['user', 'byRole', roleId],
      queryFn: () => mock.get('/api/v1/system/user/getByRoleId', { roleId }),
    }),
    UserPickerDialog: (p: {
      title?: string;
      value: number[];
      onOk: (ids: number[]) => unknown;
      onCancel: () => void;
    }) => (
      <div role="dialog" aria-label={p.title}>
        <output>{p.value.join(',')}</output>
        <button onClick={() => void p.onOk([...p.value, 7])}>Picker OK</button>
        <button onClick={p.onCancel}>Picker cancel</button>
      </div>
    ),
  };
});

const role = (id: number, pid: number, name: string, extra: Partial<SysRole> = {}): SysRole => ({
  id,
  pid,
  name,
  status: 1,
  listOrder: id,
  remark: '',
  dataScope: 0,
  createdAt: '2025-01-01 10:00:00',
  updatedAt: null,
  userCnt: 0,
  createdBy: 1,
  effectiveTime: '',
  roleKey: `role${id}`,
  ...extra,
});
const roles = [
  role(1, 0, 'Administrators', { userCnt: 2 }),
  role(2, 1, 'Operators', { status: 0, remark: 'Shift staff' }),
  role(3, 0, 'Guests'),
];
// Rules named like the server's (api/v1/...).
const rule = (id: number, pid: number, title: string, menuType: number) =>
  testRuleInfo(id, pid, title, menuType, { name: `api/v1/r${id}` });
const rules = [
  rule(10, 0, 'System', 0),
  rule(11, 10, 'User management', 1),
  rule(12, 11, 'Add user', 2),
  rule(13, 11, 'Delete user', 2),
  rule(20, 0, 'Monitor', 0),
];

function serve() {
  http.get.mockImplementation(async (url: string, params?: { roleName?: string }) => {
    if (url.endsWith('/role/list')) return { list: params?.roleName ? [roles[1]] : roles, total: null, currentPage: 0 };
    if (url.endsWith('/role/getParams')) return { menu: rules, accessMenus: [10, 11, 12, 13] };
    if (url.endsWith('/role/get'))
      return {
        role: {
          ...roles[1],
          effectiveType: 1,
          weekDay: [],
          dayRange: [],
          dateRange: ['2025-01-01 00:00:00', '2025-12-31 23:59:59'],
        },
        menuIds: [10, 11, 13],
      };
    if (url.endsWith('/user/getByRoleId'))
      return {
        userList: [
          { id: 4, userName: 'alice', userNickname: 'Alice', mobile: '13800000001', userStatus: 1 },
          { id: 5, userName: 'bob', userNickname: 'Bob', mobile: '13800000002', userStatus: 0 },
        ],
      };
    throw new Error(`unexpected GET ${url}`);
  });
  http.post.mockResolvedValue(null);
  http.put.mockResolvedValue(null);
  http.del.mockResolvedValue(null);
}

setUpPageTests({ serve });

const renderPage = async () => {
  renderWithProviders(<RolePage />);
  await screen.findByText('Operators');
};

/** Opens a row's permissions menu and clicks `item`. */
async function grantItem(row: string, item: string) {
  fireEvent.click(within(rowOf(row)).getByRole('button', { name: /Permissions/ }));
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
}

describe('role management', { timeout: 60000 }, () => {
  it('shows the roles as an open tree and searches by name and status', async () => {
    await renderPage();
    expect(rowOf('Operators').className).toMatch(/level-1/);
    expect(rowOf('Guests').className).toMatch(/level-0/);
    expect(within(rowOf('Operators')).getByText('Disabled')).toBeInTheDocument();
    expect(within(rowOf('Administrators')).getByText('Normal')).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith('/api/v1/system/role/list', {});
    expect(screen.getByRole('button', { name: /Expand all/ })).toBeInTheDocument();

    fill(screen.getByLabelText('Role name'), ' Oper ');
    fireEvent.click(byText('Search'));
    await waitFor(() => expect(http.get).toHaveBeenCalledWith('/api/v1/system/role/list', { roleName: 'Oper' }));
    // The parent is filtered out: the match is a root.
    await waitFor(() => expect(screen.queryByText('Administrators')).toBeNull());
    expect(rowOf('Operators').className).toMatch(/level-0/);
    // A flat list has nothing to expand or collapse: no buttons that would do nothing.
    expect(screen.queryByRole('button', { name: /Expand all/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Collapse all/ })).toBeNull();
    fireEvent.click(byText('Reset'));
    expect(await screen.findByText('Administrators')).toBeInTheDocument();
  });

  it("names the seeded roles in the user's language while unchanged, an edited one as typed (issue 23)", async () => {
    const seeded = [
      role(1, 0, '超级管理员', { roleKey: 'admin' }),
      role(2, 0, '普通用户 (ops)', { roleKey: 'common' }),
    ];
    http.get.mockImplementation(async (url: string) => {
      if (url.endsWith('/role/list')) return { list: seeded, total: null, currentPage: 0 };
      throw new Error(`unexpected GET ${url}`);
    });
    renderWithProviders(<RolePage />);
    expect(await screen.findByText('Super administrator')).toBeInTheDocument();
    expect(screen.getByText('普通用户 (ops)')).toBeInTheDocument();
    expect(screen.queryByText('超级管理员')).toBeNull();
  });

  it('adds a role with its menus (half-checked parents included) and a weekly effective time', async () => {
    await renderPage();
    fireEvent.click(byText('Add'));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('System');
    // The rule the caller does not hold cannot be granted.
    expect(within(dialog).getByText('Monitor').closest('.ant-tree-treenode')?.className).toMatch(/disabled/);
    fill(within(dialog).getByLabelText('Role name'), '  Auditors ');
    fireEvent.click(within(dialog).getByLabelText('Expand all'));
    fireEvent.click(within(dialog).getByText('Add user'));
    expect(await within(dialog).findByText('3 chosen')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByLabelText('On weekdays at times'));
    expect(await within(dialog).findByLabelText('Fri')).toBeChecked();
    expect(within(dialog).getByLabelText('Sun')).not.toBeChecked();
    await clickSends(within(dialog).getByRole('button', { name: 'Save' }), http.post, '/api/v1/system/role/add', {
      pid: 0,
      name: 'Auditors',
      listOrder: 0,
      status: 1,
      remark: '',
      menuIds: [10, 11, 12],
      effectiveType: 2,
      weekDay: [1, 2, 3, 4, 5],
      dayRange: ['2024-02-01 08:00:00', '2024-02-01 19:00:00'],
      dateRange: [],
    });
    // The console's own menus and permissions follow.
    await waitFor(() => expect(refreshRoutes).toHaveBeenCalled());
  });

  it('requires a name and checks each rule on its own without linkage', async () => {
    await renderPage();
    fireEvent.click(byText('Add'));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('System');
    fireEvent.click(within(dialog).getByLabelText('Link parents and children'));
    fireEvent.click(within(dialog).getByLabelText('Expand all'));
    fireEvent.click(within(dialog).getByText('Add user'));
    expect(await within(dialog).findByText('1 chosen')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter Role name')).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();
  });

  it('edits a role loaded first: its grants and dates go back as they were', async () => {
    await renderPage();
    fireEvent.click(within(rowOf('Operators')).getByRole('button', { name: /Edit$/ }));
    const dialog = await screen.findByRole('dialog');
    const name = await within(dialog).findByLabelText('Role name');
    expect(name).toHaveValue('Operators');
    expect(http.get).toHaveBeenCalledWith('/api/v1/system/role/get', { id: 2 });
    fill(name, 'Night operators');
    await clickSends(within(dialog).getByRole('button', { name: 'Save' }), http.put, '/api/v1/system/role/edit', {
      id: 2,
      pid: 1,
      name: 'Night operators',
      listOrder: 2,
      status: 0,
      remark: 'Shift staff',
      menuIds: [10, 11, 13],
      effectiveType: 1,
      weekDay: [],
      dayRange: [],
      dateRange: ['2025-01-01 00:00:00', '2025-12-31 23:59:59'],
    });
  });

  it('deletes a role after a confirmation naming it and what goes with it', async () => {
    await renderPage();
    fireEvent.click(within(rowOf('Administrators')).getByRole('button', { name: /Delete$/ }));
    expect(await screen.findByText('Delete “Administrators”?')).toBeInTheDocument();
    expect(
      screen.getByText('Its users (2) lose the rights it grants. Its child roles move to the top level.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(http.del).toHaveBeenCalledWith('/api/v1/system/role/delete', { ids: [1] }));
    await waitFor(() => expect(refreshRoutes).toHaveBeenCalled());
  });

  it("saves a role's users once, on the picker's OK", async () => {
    await renderPage();
    await grantItem('Administrators', 'Users');
    const picker = await screen.findByRole('dialog', { name: 'Users of “Administrators”' });
    expect(http.get).toHaveBeenCalledWith('/api/v1/system/user/getByRoleId', { roleId: 1 });
    expect(within(picker).getByText('4,5')).toBeInTheDocument();
    expect(http.put).not.toHaveBeenCalled();
    const lists = http.get.mock.calls.filter(([url]) => url.endsWith('/role/list')).length;
    fireEvent.click(within(picker).getByText('Picker OK'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Users of “Administrators”' })).toBeNull());
    expect(http.put).toHaveBeenCalledTimes(1);
    expect(http.put).toHaveBeenCalledWith('/api/v1/system/role/setRoleUser', { roleId: 1, userIds: [4, 5, 7] });
    expect(await screen.findByText('Users of “Administrators” saved')).toBeInTheDocument();
    await waitFor(() =>
      expect(http.get.mock.calls.filter(([url]) => url.endsWith('/role/list')).length).toBeGreaterThan(lists),
    );
  });

  it('lists the users of a role from its user count', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Users of “Administrators”: 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('alice')).toBeInTheDocument();
    expect(within(dialog).getByText('Bob')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /Change users/ }));
    expect(await screen.findByRole('dialog', { name: 'Users of “Administrators”' })).toBeInTheDocument();
  });

  it('hides the buttons the user holds no permission for', async () => {
    grant(['api/v1/system/role/list']);
    await renderPage();
    expect(screen.queryByRole('button', { name: /(^|\s)Add$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Permissions/ })).toBeNull();
    // The users of a role can still be looked at.
    expect(screen.getByRole('button', { name: 'Users of “Administrators”: 2' })).toBeInTheDocument();

    grant(['api/v1/system/role/list', 'api/v1/system/role/dataScope']);
    fireEvent.click(within(rowOf('Guests')).getByRole('button', { name: /Permissions/ }));
    expect(await screen.findByRole('menuitem', { name: 'Data scope' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Menus and buttons' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Users' })).toBeNull();
  });
});
