import { afterEach, describe, expect, it, vi } from 'vitest';
import { Session } from '@/lib/storage';
import { testMenu } from '@/test/routes';
import { loadRoutes, refreshRoutes, useRoutesStore } from './routes';
import { useUserStore } from '@/stores/user';

const { http } = vi.hoisted(() => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), del: vi.fn() } }));
vi.mock('@/lib/http', () => ({ http }));

const home = testMenu('/home', { name: 'home', component: 'home/index' }, { isAffix: true });
const overview = testMenu('/overview', { name: 'overview', component: 'layout/routerView/parent', children: [home] });
const answer = {
  menuList: [overview],
  permissions: ['*/*/*'],
  userInfo: { id: 1, userName: 'admin', roles: ['admin'] },
};

afterEach(() => {
  useUserStore.getState().clear();
  useRoutesStore.getState().reset();
  http.get.mockReset();
});

describe('the routes store', () => {
  it('asks for the menus in this console’s shape, with /home, and builds the routes from them', async () => {
    http.get.mockResolvedValue(answer);
    await loadRoutes();
    expect(http.get).toHaveBeenCalledWith('/api/v1/system/user/getUserMenus?withHome=1');
    expect(Session.get('userMenu')).toEqual([overview]);
    const { routes } = useRoutesStore.getState();
    // The server's /home, in the overview: no static home besides it.
    expect(routes.map((r) => r.path)).toEqual(['/overview', '/personal']);
    expect(routes[0].children[0]).toMatchObject({ path: '/home', meta: { isAffix: true } });

    http.get.mockClear();
    await refreshRoutes();
    expect(http.get).toHaveBeenCalledWith('/api/v1/system/user/getUserMenus?withHome=1');
  });
});
