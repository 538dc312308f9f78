import type { MenuTree, SysRole } from '@iot/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http } from '@/test/httpMock';
import { testRule } from '@/test/menuRules';
import { fill, rowOf, setUpPageTests } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { DataScopeDialog } from './components/DataScopeDialog';

vi.mock('@/lib/http', () => import('@/test/httpMock'));

// Rules named like the server's (api/v1/...).
const rule = (id: number, pid: number, title: string, menuType: number, children: MenuTree[] = []) =>
  testRule(id, pid, title, menuType, { name: `api/v1/r${id}`, children });
const rules = [
  rule(10, 0, 'System', 0, [
    rule(11, 10, 'User management', 1, [rule(12, 11, 'Add user', 2), rule(13, 11, 'Delete user', 2)]),
  ]),
  rule(20, 0, 'Monitor', 1),
];
const role = { id: 5, name: 'Auditors' } as SysRole;

function serve() {
  http.get.mockImplementation(async (url: string) => {
    if (url.endsWith('/role/menuTreeSelect'))
      return { rules, dataScope: [{ id: 1, roleId: 5, menuId: 20, dataScope: 5, deptIds: [] }] };
    if (url.endsWith('/role/deptTreeSelect'))
      return {
        depts: [
          {
            deptId: 100,
            parentId: 0,
            deptName: 'Head office',
            children: [
              { deptId: 101, parentId: 100, deptName: 'Plant A', children: null },
              { deptId: 102, parentId: 100, deptName: 'Plant B', children: null },
            ],
          },
        ],
      };
    throw new Error(`unexpected GET ${url}`);
  });
  http.put.mockResolvedValue(null);
}

setUpPageTests({ serve });

const onSaved = vi.fn();
async function renderDialog() {
  renderWithProviders(
    <DataScopeDialog role={role} open onClose={() => undefined} afterClose={() => undefined} onSaved={onSaved} />,
  );
  await screen.findByText('Delete user');
}

/** Picks `option` in the select named `label`. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const popup = await waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')];
    expect(open.length).toBeGreaterThan(0);
    return open[open.length - 1];
  });
  fireEvent.click(within(popup).getByTitle(option));
}

/** The department picker over the dialog (antd's ids are all alike under test: no name to find it by). */
async function deptPicker(title: string) {
  const picker = await waitFor(() => {
    const dialogs = screen.getAllByRole('dialog');
    expect(dialogs).toHaveLength(2);
    return dialogs[1];
  });
  expect(within(picker).getByText(title)).toBeInTheDocument();
  return picker;
}

const ticked = (title: string) => within(rowOf(title)).getByRole('checkbox');
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const sent = () => http.put.mock.calls[0]?.[1];

describe('data scope', { timeout: 60000 }, () => {
  it("starts from the stored rows, gives a row's scope to the rules below it, and saves only ticked rows", async () => {
    await renderDialog();
    expect(http.get).toHaveBeenCalledWith('/api/v1/system/role/menuTreeSelect', { roleId: 5 });
    expect(screen.getByDisplayValue('Auditors')).toBeInTheDocument();
    expect(ticked('Monitor')).toBeChecked();
    expect(ticked('System')).not.toBeChecked();

    await choose('Scope: User management', 'Own department and below');
    for (const title of ['User management', 'Add user', 'Delete user']) {
      expect(ticked(title)).toBeChecked();
      expect(within(rowOf(title)).getByTitle('Own department and below')).toBeInTheDocument();
    }
    // Unticked again: not saved, whatever its scope.
    fireEvent.click(ticked('Delete user'));
    save();
    await waitFor(() => expect(http.put).toHaveBeenCalledTimes(1));
    expect(http.put).toHaveBeenCalledWith('/api/v1/system/role/dataScope', {
      roleId: 5,
      roleName: 'Auditors',
      authData: [
        { menuId: 11, scope: 4, deptIds: [] },
        { menuId: 12, scope: 4, deptIds: [] },
        { menuId: 20, scope: 5, deptIds: [] },
      ],
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('refuses custom departments with none chosen, then saves the chosen ones', async () => {
    await renderDialog();
    await choose('Scope: Monitor', 'Custom departments');
    expect(within(rowOf('Monitor')).getByText('Departments: 0')).toBeInTheDocument();
    save();
    expect(await screen.findByText('“Monitor” uses custom departments: choose at least one')).toBeInTheDocument();
    expect(http.put).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Choose departments: Monitor' }));
    const picker = await deptPicker('Departments for “Monitor”');
    const plantA = await within(picker).findByText('Plant A');
    // No department, no OK.
    fireEvent.click(within(picker).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Choose at least one department')).toBeInTheDocument();
    fireEvent.click(plantA);
    fireEvent.click(within(picker).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(rowOf('Monitor')).getByText('Departments: 1')).toBeInTheDocument());
    save();
    await waitFor(() =>
      expect(sent()).toEqual({ roleId: 5, roleName: 'Auditors', authData: [{ menuId: 20, scope: 2, deptIds: [101] }] }),
    );
  });

  it('applies departments to the sub-rules when asked', async () => {
    await renderDialog();
    await choose('Scope: User management', 'Custom departments');
    fireEvent.click(screen.getByRole('button', { name: 'Choose departments: User management' }));
    const picker = await deptPicker('Departments for “User management”');
    // Linked: the parent brings its departments below.
    fireEvent.click(await within(picker).findByText('Head office'));
    fireEvent.click(within(picker).getByRole('button', { name: 'OK and apply to sub-rules' }));
    await waitFor(() => expect(within(rowOf('Delete user')).getByText('Departments: 3')).toBeInTheDocument());
    fireEvent.click(ticked('Monitor'));
    save();
    await waitFor(() =>
      expect(sent()?.authData).toEqual([
        { menuId: 11, scope: 2, deptIds: [100, 101, 102] },
        { menuId: 12, scope: 2, deptIds: [100, 101, 102] },
        { menuId: 13, scope: 2, deptIds: [100, 101, 102] },
      ]),
    );
  });

  it('sets one scope on every ticked row from the header, and saves it', async () => {
    await renderDialog();
    fireEvent.click(ticked('System'));
    await choose('Set the 2 ticked', 'All');
    expect(within(rowOf('System')).getByTitle('All')).toBeInTheDocument();
    save();
    await waitFor(() =>
      expect(sent()?.authData).toEqual([
        { menuId: 10, scope: 1, deptIds: [] },
        { menuId: 20, scope: 1, deptIds: [] },
      ]),
    );
  });

  it('searches the rules and keeps the ticks of the rows it hides', async () => {
    await renderDialog();
    fill(screen.getByRole('searchbox', { name: 'Search by title or permission' }), 'add user');
    await waitFor(() => expect(screen.queryByText('Monitor')).toBeNull());
    expect(screen.getByText('System')).toBeInTheDocument();
    expect(screen.queryByText('Delete user')).toBeNull();
    fireEvent.click(ticked('Add user'));
    save();
    expect(await screen.findByText('Choose a scope for “Add user”')).toBeInTheDocument();
    await choose('Scope: Add user', 'Only self');
    save();
    await waitFor(() =>
      expect(sent()?.authData).toEqual([
        { menuId: 12, scope: 5, deptIds: [] },
        { menuId: 20, scope: 5, deptIds: [] },
      ]),
    );
  });
});
