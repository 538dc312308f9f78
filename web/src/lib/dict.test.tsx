import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { dictQueryKey, setDictLabelsFollowLanguage, toDictOptions, useDict } from './dict';

const http = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('./http', () => ({ http }));

const answers: Record<string, { key: string; value: string; isDefault: number; remark: string }[] | null> = {
  sys_user_sex: [
    { key: '0', value: '保密', isDefault: 0, remark: '' },
    { key: '1', value: '男', isDefault: 1, remark: '' },
    { key: '2', value: '女', isDefault: 0, remark: '' },
  ],
  sys_normal_disable: [
    { key: '1', value: '正常', isDefault: 1, remark: '' },
    { key: '0', value: '停用', isDefault: 0, remark: '' },
  ],
  unknown_type: null,
};

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

beforeEach(async () => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  http.get.mockReset();
  http.get.mockImplementation(async (_url: string, { dictType }: { dictType: string }) => ({
    info: answers[dictType] ? { name: dictType, remark: '' } : null,
    values: answers[dictType],
  }));
  await i18n.changeLanguage('zh-cn');
});
afterEach(() => setDictLabelsFollowLanguage(false));

describe('toDictOptions', () => {
  it('takes the label from value and the value from key', () => {
    expect(toDictOptions({ info: null, values: answers.sys_normal_disable })).toEqual([
      { label: '正常', value: '1', isDefault: 1 },
      { label: '停用', value: '0', isDefault: 0 },
    ]);
  });
  it('gives no options for an unknown type', () => {
    expect(toDictOptions({ info: null, values: null })).toEqual([]);
  });
});

describe('useDict', () => {
  it('loads every type with one request each and gives empty lists until then', async () => {
    const { result } = renderHook(() => useDict('sys_user_sex', 'sys_normal_disable', 'unknown_type'), { wrapper });
    expect(result.current).toEqual({ sys_user_sex: [], sys_normal_disable: [], unknown_type: [] });
    await waitFor(() => expect(result.current.sys_user_sex).toHaveLength(3));
    expect(result.current.sys_user_sex[1]).toEqual({ label: '男', value: '1', isDefault: 1 });
    expect(result.current.sys_normal_disable.map((o) => o.label)).toEqual(['正常', '停用']);
    expect(result.current.unknown_type).toEqual([]);
    expect(http.get).toHaveBeenCalledTimes(3);
    expect(http.get).toHaveBeenCalledWith('/api/v1/system/dict/data/getDictData', {
      dictType: 'sys_user_sex',
      defaultValue: '',
    });
  });

  it('shares the cache between screens', async () => {
    const first = renderHook(() => useDict('sys_user_sex'), { wrapper });
    await waitFor(() => expect(first.result.current.sys_user_sex).toHaveLength(3));
    const second = renderHook(() => useDict('sys_user_sex'), { wrapper });
    expect(second.result.current.sys_user_sex).toHaveLength(3);
    expect(http.get).toHaveBeenCalledTimes(1);
  });

  it('does not fetch again on a language change while labels do not follow it', async () => {
    const { result } = renderHook(() => useDict('sys_user_sex'), { wrapper });
    await waitFor(() => expect(result.current.sys_user_sex).toHaveLength(3));
    await act(() => i18n.changeLanguage('en'));
    expect(result.current.sys_user_sex).toHaveLength(3);
    expect(http.get).toHaveBeenCalledTimes(1);
    expect(dictQueryKey('sys_user_sex', 'en')).toEqual(['dict', 'sys_user_sex']);
  });

  it('fetches again on a language change when the server localises the labels', async () => {
    setDictLabelsFollowLanguage(true);
    const { result } = renderHook(() => useDict('sys_user_sex'), { wrapper });
    await waitFor(() => expect(result.current.sys_user_sex).toHaveLength(3));
    await act(() => i18n.changeLanguage('en'));
    await waitFor(() => expect(http.get).toHaveBeenCalledTimes(2));
    expect(dictQueryKey('sys_user_sex', 'en')).toEqual(['dict', 'sys_user_sex', 'en']);
  });

  it("is refreshed by invalidating ['dict', type]", async () => {
    const { result } = renderHook(() => useDict('sys_user_sex'), { wrapper });
    await waitFor(() => expect(result.current.sys_user_sex).toHaveLength(3));
    await act(() => client.invalidateQueries({ queryKey: ['dict', 'sys_user_sex'] }));
    expect(http.get).toHaveBeenCalledTimes(2);
  });
});
