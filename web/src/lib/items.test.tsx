import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toItems, useItems } from './items';

const http = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('./http', () => ({ http }));

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);
const rows = [
  { id: 1, name: 'Admin', roleKey: 'admin' },
  { id: 2, name: 'Common', roleKey: 'common' },
];

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  http.get.mockReset();
  http.get.mockResolvedValue({ list: rows, total: 2 });
});

describe('toItems', () => {
  it.each([
    [
      { list: rows },
      undefined,
      undefined,
      [
        { key: 1, value: 'Admin' },
        { key: 2, value: 'Common' },
      ],
    ],
    [
      { list: rows },
      'roleKey',
      'name',
      [
        { key: 'admin', value: 'Admin' },
        { key: 'common', value: 'Common' },
      ],
    ],
    [{ list: [{ id: 3 }] }, 'id', 'missing', [{ key: 3, value: undefined }]],
    [{ list: null }, undefined, undefined, []],
    [{}, undefined, undefined, []],
    [null, undefined, undefined, []],
  ])('%j by %s/%s', (data, key, value, items) => expect(toItems(data, key, value)).toEqual(items));
});

describe('useItems', () => {
  it('asks for page 1 of 10000 rows and maps id and name', async () => {
    const { result } = renderHook(() => useItems('/api/v1/system/role/list'), { wrapper });
    expect(result.current).toEqual([]);
    await waitFor(() => expect(result.current).toHaveLength(2));
    expect(result.current).toEqual([
      { key: 1, value: 'Admin' },
      { key: 2, value: 'Common' },
    ]);
    expect(http.get).toHaveBeenCalledWith('/api/v1/system/role/list', { pageNum: 1, pageSize: 10000 });
  });

  it('takes parameters, a page size and other fields', async () => {
    const { result } = renderHook(
      () =>
        useItems<string>('/api/v1/system/role/list', {
          params: { status: 1 },
          pageSize: 50,
          keyField: 'roleKey',
          valueField: 'name',
        }),
      { wrapper },
    );
    await waitFor(() => expect(result.current).toHaveLength(2));
    expect(result.current[0]).toEqual({ key: 'admin', value: 'Admin' });
    expect(http.get).toHaveBeenCalledWith('/api/v1/system/role/list', { status: 1, pageNum: 1, pageSize: 50 });
  });

  it('waits while disabled and shares one request per url and parameters', async () => {
    const { result, rerender } = renderHook(({ enabled }) => useItems('/api/x', { enabled }), {
      wrapper,
      initialProps: { enabled: false },
    });
    expect(http.get).not.toHaveBeenCalled();
    rerender({ enabled: true });
    await waitFor(() => expect(result.current).toHaveLength(2));
    const again = renderHook(() => useItems('/api/x'), { wrapper });
    expect(again.result.current).toHaveLength(2);
    expect(http.get).toHaveBeenCalledTimes(1);
  });
});
