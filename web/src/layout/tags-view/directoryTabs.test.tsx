import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useRoutesStore } from '@/routing/routes';
import { useTagsView } from '@/layout/tags-view/tagsView';
import { testRoute } from '@/test/routes';
import DynamicRoutes from '../DynamicRoutes';

const device = testRoute(
  '/iot/device',
  {
    name: 'device',
    component: 'iot/device/index',
    resolved: { kind: 'view', key: 'iot/device/index', View: (() => <p>device page</p>) as never },
  },
  { title: '设备' },
);
const iot = testRoute(
  '/iot',
  { component: 'layout/routerView/parent', redirect: '/iot/device', resolved: { kind: 'parent' }, children: [device] },
  { title: '物联网' },
);

afterEach(() => useTagsView.getState().reset());

describe('directory tabs', () => {
  it('a directory redirects to its first page without opening a tab of its own', async () => {
    useRoutesStore.setState({ routes: [iot], flat: [iot, device], loaded: true });
    const router = createMemoryRouter([{ path: '*', element: <DynamicRoutes /> }], { initialEntries: ['/iot'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('device page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/iot/device');
    expect(useTagsView.getState().tags.map((t) => t.path)).toEqual(['/iot/device']);
  });
});
