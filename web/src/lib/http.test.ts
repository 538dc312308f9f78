import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { setFeedback } from './feedback';
import { useSessionExpired } from '@/stores/sessionExpired';
import { dispositionName, http, service } from './http';
import { TokenCookie } from './storage';

const message = { error: vi.fn(), success: vi.fn() };
const modal = { warning: vi.fn(), confirm: vi.fn() };
let lastConfig: InternalAxiosRequestConfig | undefined;

function respond(status: number, data: unknown, statusText = 'OK'): AxiosAdapter {
  return async (config) => {
    lastConfig = config;
    const response = { status, statusText, data, headers: {}, config };
    if (status >= 400)
      throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  };
}
const fail =
  (msg: string, code?: string): AxiosAdapter =>
  async (config) => {
    throw new AxiosError(msg, code, config);
  };

beforeEach(async () => {
  vi.clearAllMocks();
  useSessionExpired.setState({ expired: false });
  setFeedback({ message, modal, notification: {} } as never);
  await i18n.changeLanguage('en');
});

describe('http', () => {
  it('sends the token, the language and bracket/dot query arrays, and resolves code 0 with data', async () => {
    TokenCookie.set('tok123');
    service.defaults.adapter = respond(200, { code: 0, message: '', data: { x: 1 } });
    await expect(http.get('/api/v1/x', { ids: [1, 2], a: { b: 1 } })).resolves.toEqual({ x: 1 });
    expect(lastConfig?.headers.Authorization).toBe('Bearer tok123');
    expect(lastConfig?.headers['Accept-Language']).toBe('en');
    expect(lastConfig?.timeout).toBe(50000);
    const qs = lastConfig!.paramsSerializer as { serialize: (p: object) => string };
    expect(decodeURIComponent(qs.serialize({ ids: [1, 2], a: { b: 1 } }))).toBe('ids[]=1&ids[]=2&a.b=1');
  });

  it('shows the server message for a non-zero code and rejects', async () => {
    service.defaults.adapter = respond(200, { code: 50, message: 'Menu not found', data: null });
    await expect(http.get('/api/v1/x')).rejects.toMatchObject({ code: 50, message: 'Menu not found' });
    expect(message.error).toHaveBeenCalledWith('Menu not found');
  });

  it('raises the session-expired dialog on code 401 without a toast', async () => {
    service.defaults.adapter = respond(200, { code: 401, message: 'token已失效' });
    const results = await Promise.allSettled([http.get('/a'), http.get('/b')]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(useSessionExpired.getState().expired).toBe(true);
    expect(message.error).not.toHaveBeenCalled();
  });

  it.each([
    [fail('timeout of 50000ms exceeded', 'ECONNABORTED'), 'Network timeout'],
    [fail('Network Error', 'ERR_NETWORK'), 'Network connection error'],
    [respond(502, '<html>', 'Bad Gateway'), 'Bad Gateway'],
    [respond(503, { message: 'Upstream busy' }, ''), 'Upstream busy'],
    [respond(504, undefined, ''), '504'],
    [fail('socket hang up'), 'Interface path not found'],
  ])('maps transport errors to the catalogue (%#)', async (adapter, text) => {
    service.defaults.adapter = adapter;
    await expect(http.get('/a')).rejects.toMatchObject({ message: text });
    expect(message.error).toHaveBeenCalledWith(text);
  });

  it.each([
    ['post', 'POST'],
    ['put', 'PUT'],
    ['del', 'DELETE'],
  ] as const)('%s sends a JSON body with %s', async (name, method) => {
    service.defaults.adapter = respond(200, { code: 0, message: '', data: { done: true } });
    await expect(http[name]('/api/v1/system/menu/x', { ids: [1] })).resolves.toEqual({ done: true });
    expect(lastConfig?.method).toBe(method.toLowerCase());
    expect(JSON.parse(lastConfig?.data as string)).toEqual({ ids: [1] });
  });

  it('passes a body that is no envelope through as it is', async () => {
    service.defaults.adapter = respond(200, 'plain text');
    await expect(http.call({ url: '/health' })).resolves.toBe('plain text');
    expect(message.error).not.toHaveBeenCalled();
  });

  it('rejects a cancelled call without telling the user', async () => {
    service.defaults.adapter = respond(200, { code: 0, data: 1 });
    const controller = new AbortController();
    controller.abort();
    await expect(http.call({ url: '/a', signal: controller.signal })).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    expect(message.error).not.toHaveBeenCalled();
  });

  describe('download', () => {
    const file =
      (data: Blob, headers: Record<string, string>): AxiosAdapter =>
      async (config) => {
        lastConfig = config;
        return { status: 200, statusText: 'OK', data, headers, config };
      };

    it('fetches the file as a blob with the filters, named by the server', async () => {
      const blob = new Blob(['a,b']);
      service.defaults.adapter = file(blob, {
        'content-type': 'text/csv',
        'content-disposition': `attachment; filename="u.csv"; filename*=UTF-8''%E7%94%A8%E6%88%B7.csv`,
      });
      await expect(http.download('/api/v1/system/user/export', { format: 'csv' })).resolves.toEqual({
        blob,
        name: '用户.csv',
      });
      expect(lastConfig?.responseType).toBe('blob');
      expect(lastConfig?.params).toEqual({ format: 'csv' });
    });

    it('shows a refusal that came instead of the file, and raises the 401 dialog for an ended session', async () => {
      const envelope = (code: number, msg: string) =>
        file(new Blob([JSON.stringify({ code, message: msg, data: null })]), { 'content-type': 'application/json' });
      service.defaults.adapter = envelope(-1, 'No permission');
      await expect(http.download('/x')).rejects.toMatchObject({ message: 'No permission', code: -1 });
      expect(message.error).toHaveBeenCalledWith('No permission');
      service.defaults.adapter = envelope(401, 'Expired');
      await expect(http.download('/x')).rejects.toMatchObject({ code: 401 });
      expect(useSessionExpired.getState().expired).toBe(true);
      service.defaults.adapter = envelope(0, '');
      await expect(http.download('/x')).resolves.toMatchObject({ name: undefined });
    });

    it('reads plain and encoded file names', () => {
      expect(dispositionName('attachment; filename="a b.xlsx"')).toBe('a b.xlsx');
      expect(dispositionName(undefined)).toBeUndefined();
    });
  });
});
