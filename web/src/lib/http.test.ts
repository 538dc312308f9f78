import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { setFeedback } from './feedback';
import { http, resetExpiredDialog, service } from './http';
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
  resetExpiredDialog();
  setFeedback({ message, modal } as never);
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

  it('opens one 401 dialog with title, text and button however many calls fail', async () => {
    service.defaults.adapter = respond(200, { code: 401, message: 'token已失效' });
    await Promise.allSettled([http.get('/a'), http.get('/b')]);
    expect(modal.warning).toHaveBeenCalledTimes(1);
    expect(modal.warning.mock.calls[0][0]).toMatchObject({
      title: 'Prompt',
      content: 'Login status expired, please log in again',
      okText: 'OK',
    });
    expect(message.error).not.toHaveBeenCalled();
  });

  it('clears storage and goes to the root when the 401 dialog is confirmed', async () => {
    TokenCookie.set('t');
    sessionStorage.setItem('userInfo', '{}');
    service.defaults.adapter = respond(200, { code: 401, message: 'x' });
    await http.get('/a').catch(() => undefined);
    const { onOk } = modal.warning.mock.calls[0][0];
    const assign = vi.spyOn(window, 'location', 'get').mockReturnValue({ href: '' } as Location);
    onOk();
    expect(TokenCookie.get()).toBeUndefined();
    expect(sessionStorage.getItem('userInfo')).toBeNull();
    assign.mockRestore();
  });

  it.each([
    [fail('timeout of 50000ms exceeded', 'ECONNABORTED'), 'Network timeout'],
    [fail('Network Error', 'ERR_NETWORK'), 'Network connection error'],
    [respond(502, '<html>', 'Bad Gateway'), 'Bad Gateway'],
    [fail('socket hang up'), 'Interface path not found'],
  ])('maps transport errors to the catalogue (%#)', async (adapter, text) => {
    service.defaults.adapter = adapter;
    await expect(http.get('/a')).rejects.toMatchObject({ message: text });
    expect(message.error).toHaveBeenCalledWith(text);
  });
});
