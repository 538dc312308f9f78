// The console's HTTP API as the bench drives it: SagooIoT's envelope, errors thrown with their message.
import type { ChildProcess } from 'node:child_process';

/** Logs in as admin (the bench's servers run with CAPTCHA off); the token. */
export async function signIn(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/system/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: '123456' }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** Stops a server the bench started and waits until it has gone. */
export async function stopServer(child: ChildProcess) {
  child.kill('SIGTERM');
  if (child.exitCode === null) await new Promise<void>((r) => child.once('exit', r));
}

export interface Api {
  call<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    data?: Record<string, unknown>,
  ): Promise<T>;
  upload<T = unknown>(path: string, fields: Record<string, string>, file: { name: string; body: string }): Promise<T>;
}

export function apiOf(baseUrl: string, token: string): Api {
  const auth = { authorization: `Bearer ${token}` };
  const unwrap = async <T>(res: Response, what: string): Promise<T> => {
    const body = (await res.json()) as { code: number; message: string; data: T };
    if (body.code !== 0) throw new Error(`${what}: ${body.code} ${body.message}`);
    return body.data;
  };
  return {
    async call(method, path, data = {}) {
      const url = new URL(`/api/v1/${path}`, baseUrl);
      const init: RequestInit = { method, headers: { ...auth, 'content-type': 'application/json' } };
      if (method === 'GET') for (const [k, v] of Object.entries(data)) url.searchParams.set(k, String(v));
      else init.body = JSON.stringify(data);
      return unwrap(await fetch(url, init), `${method} ${path}`);
    },
    async upload(path, fields, file) {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      form.set('file', new Blob([file.body], { type: 'text/csv' }), file.name);
      return unwrap(
        await fetch(new URL(`/api/v1/${path}`, baseUrl), { method: 'POST', headers: auth, body: form }),
        path,
      );
    },
  };
}
