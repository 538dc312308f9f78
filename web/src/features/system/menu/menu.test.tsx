import type { MenuTree } from '@iot/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http } from '@/test/httpMock';
import { testRule } from '@/test/menuRules';
import { byText, fill, grant, rowOf, setUpPageTests } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { MenuPage } from './MenuPage';

const { refreshRoutes } = vi.hoisted(() => ({ refreshRoutes: vi.fn(() => Promise.resolve()) }));
vi.mock('@/lib/http', () => import('@/test/httpMock'));
vi.mock('@/routing/routes', () => ({ refreshRoutes }));

// Pages have a component, and every rule but a button a path.
const rule = (id: number, pid: number, title: string, menuType: number, extra: Partial<MenuTree> = {}) =>
  testRule(id, pid, title, menuType, {
    path: menuType === 2 ? '' : `/p${id}`,
    component: menuType === 1 ? `c/${id}/index` : '',
    ...extra,
  });

const button = rule(3, 2, 'Add menu button', 2);
const page = rule(2, 1, 'Menu management', 1, { children: [button] });
const tree = [rule(1, 0, 'System settings', 0, { icon: 'SettingOutlined', children: [page] }), rule(4, 0, 'Home', 1)];

function serve() {
  http.get.mockImplementation(async (url: string, params?: Record<string, string>) => {
    if (url.includes('/menu/list')) {
      // GFast answers a search with a flat list whose children are null.
      if (params?.title)
        return {
          rules: [
            { ...page, children: null },
            { ...button, children: null },
          ],
        };
      return { rules: tree };
    }
    if (url.endsWith('/menu/getParams'))
      return {
        roles: [
          { id: 1, name: 'Super admin' },
          { id: 2, name: 'Operator' },
        ],
        menus: [tree[0], page, tree[1]],
      };
    if (url.endsWith('/menu/get'))
      return {
        rule: {
          ...rule(1, 0, 'System settings', 0),
          weigh: 5,
          isCached: 1,
          moduleType: '',
          modelId: 0,
          createdAt: null,
          updatedAt: null,
        },
        roleIds: [2],
      };
    throw new Error(`unexpected GET ${url}`);
  });
}

const renderPage = () => renderWithProviders(<MenuPage />);

setUpPageTests({ serve });

/** Opens the add dialog, makes the rule a page titled Devices and names its permission. */
async function addPage() {
  renderPage();
  await screen.findByText('System settings');
  fireEvent.click(byText('Add'));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByText('Menu'));
  // The page-only fields appear once the form reports the new type.
  await within(dialog).findByRole('switch', { name: 'Keep alive' });
  fill(within(dialog).getByLabelText('Menu title'), 'Devices');
  fill(within(dialog).getByLabelText('Permission'), 'api/v1/device/list');
  return dialog;
}

describe('menu management', { timeout: 60000 }, () => {
  it('shows the rule tree, expands it, and rebuilds the flat search answer', async () => {
    renderPage();
    expect(await screen.findByText('System settings')).toBeInTheDocument();
    expect(screen.queryByText('Menu management')).toBeNull();
    fireEvent.click(byText('Expand all'));
    expect(screen.getByText('Menu management')).toBeInTheDocument();
    expect(within(rowOf('Add menu button')).getByText('Button')).toBeInTheDocument();
    expect(within(rowOf('Menu management')).getByText('c/2/index')).toBeInTheDocument();

    fill(screen.getAllByLabelText('Menu title')[0], 'menu');
    fireEvent.click(byText('Search'));
    await waitFor(() =>
      expect(http.get).toHaveBeenCalledWith('/api/v1/system/menu/list?withHome=1', { title: 'menu', component: '' }),
    );
    await waitFor(() => expect(screen.queryByText('System settings')).toBeNull());
    // The button hangs under its page again, and the rebuilt tree is open.
    expect(screen.getByText('Add menu button')).toBeInTheDocument();
    expect(rowOf('Add menu button').className).toMatch(/level-1/);
  });

  it('hides the buttons the user holds no permission for', async () => {
    grant(['api/v1/system/menu/update']);
    renderPage();
    await screen.findByText('System settings');
    expect(screen.queryByRole('button', { name: /(^|\s)Add$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add child$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete$/ })).toBeNull();
    expect(within(rowOf('System settings')).getByRole('button', { name: /Edit$/ })).toBeInTheDocument();

    grant([]);
    expect(screen.queryByRole('button', { name: /Edit$/ })).toBeNull();
  });

  it('adds a menu with the GFast field names and refreshes the console menus', async () => {
    http.post.mockResolvedValue(null);
    const dialog = await addPage();
    fill(within(dialog).getByLabelText('Route path'), '/iot/devices');
    fill(within(dialog).getByLabelText('Component path'), 'iot/device/index');
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Keep alive' }));
    fireEvent.click(byText('Save', within(dialog)));

    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(1));
    expect(http.post).toHaveBeenCalledWith('/api/v1/system/menu/add', {
      menuType: 1,
      pid: 0,
      name: 'api/v1/device/list',
      menuName: 'Devices',
      icon: '',
      menuSort: 0,
      condition: '',
      remark: '',
      isHide: 0,
      path: '/iot/devices',
      redirect: '',
      component: 'iot/device/index',
      isLink: 0,
      isIframe: 0,
      isKeepAlive: 1,
      isAffix: 0,
      linkUrl: '',
      roles: [],
    });
    await waitFor(() => expect(refreshRoutes).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('blocks a page without a component, a path without a slash and a bad link URL', async () => {
    const dialog = await addPage();
    fill(within(dialog).getByLabelText('Route path'), 'iot/devices');
    fireEvent.click(within(dialog).getByRole('switch', { name: 'External link' }));
    fill(await within(dialog).findByLabelText('Link URL'), 'not a url');
    fireEvent.click(byText('Save', within(dialog)));

    expect(await within(dialog).findByText('The route path must start with /')).toBeInTheDocument();
    // Each field's error shows when its own (asynchronous) validation ends.
    expect(await within(dialog).findByText('Please enter Component path')).toBeInTheDocument();
    expect(
      await within(dialog).findByText('Enter an address starting with http://, https:// or /'),
    ).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();
  });

  it('edits with title/weigh/isCached/roleIds mapped to menuName/menuSort/isKeepAlive/roles', async () => {
    http.put.mockResolvedValue(null);
    renderPage();
    await screen.findByText('System settings');
    fireEvent.click(within(rowOf('System settings')).getByRole('button', { name: /Edit$/ }));
    const dialog = await screen.findByRole('dialog');
    const title = await within(dialog).findByLabelText('Menu title');
    expect(title).toHaveValue('System settings');
    expect(http.get).toHaveBeenCalledWith('/api/v1/system/menu/get', { id: 1 });
    fill(title, 'Settings');
    fireEvent.click(byText('Save', within(dialog)));

    await waitFor(() => expect(http.put).toHaveBeenCalledTimes(1));
    expect(http.put).toHaveBeenCalledWith(
      '/api/v1/system/menu/update',
      expect.objectContaining({
        id: 1,
        menuName: 'Settings',
        menuSort: 5,
        isKeepAlive: 1,
        roles: [2],
        menuType: 0,
        pid: 0,
      }),
    );
  });

  it('keeps the dialog and the input when the server refuses the save', async () => {
    http.post.mockRejectedValue(new Error('接口规则已经存在'));
    renderPage();
    await screen.findByText('System settings');
    fireEvent.click(byText('Add'));
    const dialog = await screen.findByRole('dialog');
    fill(within(dialog).getByLabelText('Menu title'), 'Tools');
    fill(within(dialog).getByLabelText('Permission'), 'tools');
    fill(within(dialog).getByLabelText('Route path'), '/tools');
    fireEvent.click(byText('Save', within(dialog)));

    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Menu title')).toHaveValue('Tools');
    expect(refreshRoutes).not.toHaveBeenCalled();
  });

  it('deletes after confirmation with {ids:[id]}', async () => {
    http.del.mockResolvedValue(null);
    renderPage();
    await screen.findByText('Home');
    fireEvent.click(within(rowOf('Home')).getByRole('button', { name: /Delete$/ }));
    expect(http.del).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(http.del).toHaveBeenCalledWith('/api/v1/system/menu/delete', { ids: [4] }));
    await waitFor(() => expect(refreshRoutes).toHaveBeenCalled());
  });
});
