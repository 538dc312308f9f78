// The one request layer: same origin, Bearer token, qs brackets/dots, the envelope, and spec §8's
// error catalogue. Calls resolve with the whole envelope and reject on anything but code 0.
import type { Envelope } from '@iot/contract';
import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import * as qs from 'qs-esm';
import i18n, { acceptLanguage } from '@/i18n';
import { useSessionExpired } from '@/stores/sessionExpired';
import { blobText } from './blob';
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

/** An envelope's refusal as the user sees it (a toast, or the 401 dialog), to reject with. */
function refusal(body: Envelope): RequestError {
  if (body.code === 401) showExpired();
  else feedback.message.error(body.message);
  return new RequestError(body.message, body.code);
}

service.interceptors.response.use(
  (response) => {
    const body = response.data as Envelope;
    if (body && typeof body === 'object' && 'code' in body && body.code !== 0) return Promise.reject(refusal(body));
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

/** The name in a Content-Disposition header (RFC 6266's `filename*` first). */
export function dispositionName(header: string | undefined): string | undefined {
  const star = header?.match(/filename\*=UTF-8''([^;]+)/i);
  if (star) return decodeURIComponent(star[1]);
  return header?.match(/filename="([^"]+)"/i)?.[1];
}

/**
 * A file the server makes (an export), fetched with the session. A refusal arrives as the JSON
 * envelope instead of the file and is handled as any other call's.
 */
async function download(url: string, params?: object): Promise<{ blob: Blob; name?: string }> {
  const res = await service.request<Blob>({ method: 'GET', url, params, responseType: 'blob' });
  const type = String(res.headers['content-type'] ?? '');
  if (type.includes('application/json')) {
    const body = JSON.parse(await blobText(res.data)) as Envelope;
    if (body.code !== 0) throw refusal(body);
  }
  return { blob: res.data, name: dispositionName(res.headers['content-disposition'] as string | undefined) };
}

export const http = {
  get: <T>(url: string, params?: object) => data<T>({ method: 'GET', url, params }),
  post: <T>(url: string, body?: object) => data<T>({ method: 'POST', url, data: body }),
  put: <T>(url: string, body?: object) => data<T>({ method: 'PUT', url, data: body }),
  /** DELETE carries a JSON body, as the contract says. */
  del: <T>(url: string, body?: object) => data<T>({ method: 'DELETE', url, data: body }),
  download,
  call,
};
