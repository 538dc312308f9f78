import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useUserStore } from '@/stores/user';
import { Auth, AuthAll, Auths, usePermission } from './index';

const ui = () => (
  <>
    <Auth value="btn.add">
      <span>add</span>
    </Auth>
    <Auths value={['btn.del', 'btn.link']}>
      <span>any</span>
    </Auths>
    <AuthAll value={['btn.add', 'btn.link']}>
      <span>all</span>
    </AuthAll>
  </>
);

describe('permission components', () => {
  it('show what the permissions grant and re-render when they change', () => {
    act(() => useUserStore.setState({ permissions: ['btn.link'] }));
    render(ui());
    expect(screen.queryByText('add')).toBeNull();
    expect(screen.getByText('any')).toBeInTheDocument();
    expect(screen.queryByText('all')).toBeNull();
    act(() => useUserStore.setState({ permissions: ['btn.add', 'btn.link'] }));
    expect(screen.getByText('add')).toBeInTheDocument();
    expect(screen.getByText('all')).toBeInTheDocument();
    act(() => useUserStore.setState({ permissions: [] }));
    expect(screen.queryByText('any')).toBeNull();
  });
  it('show everything for the all-permissions entry', () => {
    act(() => useUserStore.setState({ permissions: ['*/*/*'] }));
    render(ui());
    expect(screen.getByText('add')).toBeInTheDocument();
    expect(screen.getByText('any')).toBeInTheDocument();
    expect(screen.getByText('all')).toBeInTheDocument();
  });
  it('opens a page its menus hold (GFast lists only buttons as permissions), or everything', () => {
    const menu = (name: string, children: never[] = []) => ({ name, children }) as never;
    act(() =>
      useUserStore.setState({
        permissions: [],
        menuList: [menu('iot', [menu('apiV1IotDeviceList')])],
      }),
    );
    const { result } = renderHook(() => usePermission());
    expect(result.current.canOpen('api/v1/iot/device/list')).toBe(true);
    expect(result.current.canOpen('api/v1/product/list')).toBe(false);
    expect(result.current.has('api/v1/iot/device/list')).toBe(false);
    act(() => useUserStore.setState({ permissions: ['*/*/*'], menuList: null }));
    expect(result.current.canOpen('api/v1/product/list')).toBe(true);
    act(() => useUserStore.setState({ permissions: [] }));
  });
});
