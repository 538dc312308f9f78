// The console's HTTP API as the bench drives it: SagooIoT's envelope, errors thrown with their message.

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
