import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppRoute } from '@/routing/types';
import { KEEP_ALIVE_LIMIT, touch, useKeepAlive, type KeptPage } from '@/routing/keepAlive';
import { useRoutesStore } from '@/routing/routes';
import { useTagsView } from '@/layout/tags-view/tagsView';
import { testRoute } from '@/test/routes';
import DynamicRoutes from './DynamicRoutes';

function Typing({ label }: { label: string }) {
  const [text, setText] = useState('');
  return <input aria-label={label} value={text} onChange={(e) => setText(e.target.value)} />;
}

const page = (path: string, keepAlive: boolean): AppRoute =>
  testRoute(
    path,
    // A resolved view that renders synchronously: a lazy-looking component without the wait.
    { resolved: { kind: 'view', key: path, View: (() => <Typing label={path} />) as never } },
    { isKeepAlive: keepAlive },
  );

function mount(routes: AppRoute[], start: string) {
  useRoutesStore.setState({ routes, flat: routes, loaded: true });
  const router = createMemoryRouter([{ path: '*', element: <DynamicRoutes /> }], { initialEntries: [start] });
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

afterEach(() => {
  useKeepAlive.getState().reset();
  useTagsView.getState().reset();
});

describe('keep-alive cache', () => {
  it('keeps at most 20 pages, least recently shown evicted first, a re-shown page moving to the end', () => {
    const p = (key: string) => ({ key }) as KeptPage;
    let pages: KeptPage[] = [];
    for (let i = 0; i < KEEP_ALIVE_LIMIT + 2; i++) pages = touch(pages, p(`/p${i}`));
    expect(pages).toHaveLength(KEEP_ALIVE_LIMIT);
    expect(pages[0].key).toBe('/p2');
    pages = touch(pages, p('/p5'));
    expect(pages.at(-1)!.key).toBe('/p5');
    expect(pages).toHaveLength(KEEP_ALIVE_LIMIT);
  });

  it('keeps a kept-alive page mounted with its state across switches, under StrictMode', async () => {
    const router = mount([page('/a', true), page('/b', true), page('/c', false)], '/a');
    fireEvent.change(screen.getByLabelText('/a'), { target: { value: 'typed in a' } });
    await act(() => router.navigate('/b'));
    fireEvent.change(screen.getByLabelText('/b'), { target: { value: 'typed in b' } });
    await act(() => router.navigate('/c'));
    fireEvent.change(screen.getByLabelText('/c'), { target: { value: 'typed in c' } });
    await act(() => router.navigate('/a'));
    expect((screen.getByLabelText('/a') as HTMLInputElement).value).toBe('typed in a');
    await act(() => router.navigate('/b'));
    expect((screen.getByLabelText('/b') as HTMLInputElement).value).toBe('typed in b');
    // A page without keep-alive starts over.
    await act(() => router.navigate('/c'));
    expect((screen.getByLabelText('/c') as HTMLInputElement).value).toBe('');
    expect(useKeepAlive.getState().pages.map((x) => x.key)).toEqual(['/a', '/b']);
    expect(useTagsView.getState().tags.map((t) => t.key)).toEqual(['/a', '/b', '/c']);
  });

  it('re-mounts a page on refresh and forgets it when evicted (tab closed)', async () => {
    const router = mount([page('/a', true), page('/b', true)], '/a');
    fireEvent.change(screen.getByLabelText('/a'), { target: { value: 'x' } });
    act(() => useTagsView.getState().refresh('/a'));
    expect((screen.getByLabelText('/a') as HTMLInputElement).value).toBe('');
    fireEvent.change(screen.getByLabelText('/a'), { target: { value: 'y' } });
    await act(() => router.navigate('/b'));
    act(() => useKeepAlive.getState().evict('/a'));
    await act(() => router.navigate('/a'));
    expect((screen.getByLabelText('/a') as HTMLInputElement).value).toBe('');
  });
});
