import autocannon from 'autocannon';
import Fastify from 'fastify';

export interface LoadResult {
  rps: number;
  p99: number;
  errors: number;
}

// BENCH_HTTP_SECONDS shortens each run while investigating.
const duration = Number(process.env.BENCH_HTTP_SECONDS) || 8;

async function load(url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  const r = await autocannon({ url, connections: 50, duration, headers });
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

/** Every list endpoint of the console, as its pages call it (path with query). */
export const LIST_ENDPOINTS: [name: string, path: string][] = [
  ['menu/list (whole tree)', '/api/v1/system/menu/list'],
  ['menu/getParams', '/api/v1/system/menu/getParams'],
  ['dict/type/list', '/api/v1/system/dict/type/list?pageNum=1&pageSize=10'],
  ['dict/type/optionSelect', '/api/v1/system/dict/type/optionSelect'],
  ['dict/data/list (all types)', '/api/v1/system/dict/data/list?pageNum=1&pageSize=10'],
  ['dict/data/list (one type)', '/api/v1/system/dict/data/list?pageNum=1&pageSize=10&dictType=bench_type_7'],
  ['dict/data/getDictData', '/api/v1/system/dict/data/getDictData?dictType=sys_normal_disable&defaultValue='],
  ['sysNotice/list', '/api/v1/system/sysNotice/list?pageNum=1&pageSize=10'],
  ['sysNotice/list (page 100, by title)', '/api/v1/system/sysNotice/list?pageNum=100&pageSize=10&orderBy=title%20asc'],
  ['sysNotice/listShow (bell)', '/api/v1/system/sysNotice/listShow?pageNum=1&pageSize=5&isTrim=true'],
  ['sysNotice/listShow (letters)', '/api/v1/system/sysNotice/listShow?pageNum=1&pageSize=10&type=2'],
  ['sysNotice/unReadCount', '/api/v1/system/sysNotice/unReadCount'],
  ['sysNotice/userList', '/api/v1/system/sysNotice/userList?userNickname='],
  ['sysNoticeRead/list', '/api/v1/system/sysNoticeRead/list?pageNum=1&pageSize=10'],
  ['role/list', '/api/v1/system/role/list?pageNum=1&pageSize=10'],
  ['dept/list', '/api/v1/system/dept/list'],
  ['dept/treeSelect', '/api/v1/system/dept/treeSelect?showOwner=true'],
  ['post/list', '/api/v1/system/post/list?pageNum=1&pageSize=10'],
];

/** The user list over USERS users, as the user page asks for it (`{branch}` is a department id). */
export const USER_LIST_ENDPOINTS: [name: string, path: string][] = [
  ['user/list', '/api/v1/system/user/list?pageNum=1&pageSize=20'],
  ['user/list (a branch and its teams)', '/api/v1/system/user/list?pageNum=1&pageSize=20&deptId={branch}'],
  ['user/list (page 200 of a branch)', '/api/v1/system/user/list?pageNum=200&pageSize=20&deptId={branch}'],
  ['user/list (keyword)', '/api/v1/system/user/list?pageNum=1&pageSize=20&keyWords=user%2099'],
  ['user/selector', '/api/v1/system/user/selector?pageNum=1&pageSize=10&deptId={branch}'],
];

/** Each list endpoint at 50 connections, as the console's browser asks for it. */
export async function measureLists(baseUrl: string, token: string, endpoints = LIST_ENDPOINTS) {
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
  const results: { name: string; result: LoadResult }[] = [];
  for (const [name, path] of endpoints) {
    // The API refuses with HTTP 200 and a code in the envelope, which the load tool cannot see.
    const answer = (await fetch(`${baseUrl}${path}`, { headers }).then((r) => r.json())) as { code: number };
    if (answer.code !== 0) throw new Error(`${path} answers code ${answer.code}`);
    results.push({ name, result: await load(`${baseUrl}${path}`, headers) });
  }
  return results;
}
