// The one request layer: same origin, Bearer token, qs brackets/dots, the envelope, and spec §8's
// error catalogue. Calls resolve with the whole envelope and reject on anything but code 0.
import type { Envelope } from '@iot/contract';
import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import * as qs from 'qs-esm';
import i18n, { acceptLanguage } from '@/i18n';
import { useSessionExpired } from '@/stores/sessionExpired';
import { feedback } from './feedback';
import { TokenCookie } from './storage';

export const HTTP_TIMEOUT_MS = 50000;

export const service = axios.create({
  baseURL: '/',
  timeout: HTTP_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json' },
  paramsSerializer: { serialize: (params) => qs.stringify(params, { allowDots: true, arrayFormat: 'brackets' }) },
});

/** A rejected call: `code` is the envelope code (or undefined for transport errors); the user was already told. */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message);
  }
}

/** Code 401: one dialog however many calls fail at once (see SessionExpiredDialog). */
function showExpired() {
  useSessionExpired.setState({ expired: true });
}

/** Maps a transport failure to the text the user sees (spec §8). */
export function transportErrorText(error: Pick<AxiosError, 'message' | 'response'>): string {
  if (error.message?.includes('timeout')) return i18n.t('http.timeout');
  if (error.message === 'Network Error') return i18n.t('http.networkError');
  if (error.response) {
    const body = error.response.data as Partial<Envelope> | undefined;
    return error.response.statusText || body?.message || String(error.response.status);
  }
  return i18n.t('http.notFound');
}

service.interceptors.request.use((config) => {
  const token = TokenCookie.get();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  config.headers.set('Accept-Language', acceptLanguage(i18n.language));
  return config;
});

service.interceptors.response.use(
  (response) => {
    const body = response.data as Envelope;
    if (body && typeof body === 'object' && 'code' in body) {
      if (body.code === 0) return response;
      if (body.code === 401) {
        showExpired();
        return Promise.reject(new RequestError(body.message, 401));
      }
      feedback.message.error(body.message);
      return Promise.reject(new RequestError(body.message, body.code));
    }
    return response;
  },
  (error: AxiosError) => {
    if (axios.isCancel(error)) return Promise.reject(error);
    const text = transportErrorText(error);
    feedback.message.error(text);
    return Promise.reject(new RequestError(text));
  },
);

async function call<T>(config: AxiosRequestConfig): Promise<Envelope<T>> {
  const res = await service.request<Envelope<T>>(config);
  return res.data;
}

/** `data` of a successful call. */
const data = async <T>(config: AxiosRequestConfig) => (await call<T>(config)).data as T;

export const http = {
  get: <T>(url: string, params?: object) => data<T>({ method: 'GET', url, params }),
  post: <T>(url: string, body?: object) => data<T>({ method: 'POST', url, data: body }),
  put: <T>(url: string, body?: object) => data<T>({ method: 'PUT', url, data: body }),
  /** DELETE carries a JSON body, as the contract says. */
  del: <T>(url: string, body?: object) => data<T>({ method: 'DELETE', url, data: body }),
  call,
};
