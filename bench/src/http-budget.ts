import autocannon from 'autocannon';
import Fastify from 'fastify';

export interface LoadResult {
  rps: number;
  p99: number;
  errors: number;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  const r = await autocannon({ url, connections: 50, duration: 8, headers });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

/** getUserMenus with a valid token against an empty Fastify route, at 50 connections each. */
export async function measureHttp(baseUrl: string, token: string) {
  const empty = Fastify();
  empty.get('/empty', async () => ({ code: 0, message: '', data: null }));
  await empty.listen({ port: 0, host: '127.0.0.1' });
  const address = empty.server.address() as { port: number };
  try {
    const emptyResult = await load(`http://127.0.0.1:${address.port}/empty`);
    // As the console's browser sends it.
    const menus = await load(`${baseUrl}/api/v1/system/user/getUserMenus`, {
      authorization: `Bearer ${token}`,
      'accept-encoding': 'gzip, deflate, br',
    });
    return { empty: emptyResult, menus };
  } finally {
    await empty.close();
  }
}
