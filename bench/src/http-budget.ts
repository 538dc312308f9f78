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

/**
 * The other list endpoints: with the two above, every GET route named list, page_list, *_list,
 * logs or search, over the rows data-seed.ts writes (10,000 devices with latest values, 100,000
 * operation-log rows, ...).
 */
export const DATA_LIST_ENDPOINTS: [name: string, path: string][] = [
  ['product/device/page_list', '/api/v1/product/device/page_list?pageNum=1&pageSize=10'],
  ['product/device/page_list (page 500)', '/api/v1/product/device/page_list?pageNum=500&pageSize=10'],
  ['product/device/page_list (online)', '/api/v1/product/device/page_list?pageNum=1&pageSize=10&status=2'],
  [
    'product/device/page_list (a product)',
    '/api/v1/product/device/page_list?pageNum=1&pageSize=10&productKey={product}',
  ],
  ['product/device/page_list (keyword)', '/api/v1/product/device/page_list?pageNum=1&pageSize=10&keyWord=Device%20123'],
  ['product/device/list (a product)', '/api/v1/product/device/list?productKey={product}'],
  ['product/device/bind_list', '/api/v1/product/device/bind_list?gatewayKey={gateway}&pageNum=1&pageSize=10'],
  ['product/device/sub_list', '/api/v1/product/device/sub_list?productKey={subProduct}&pageNum=1&pageSize=10'],
  [
    'product/device/property/list',
    '/api/v1/product/device/property/list?deviceKey={device}&propertyKey={property}&pageNum=1&pageSize=10',
  ],
  ['product/device/event/list', '/api/v1/product/device/event/list?deviceKey={device}&pageNum=1&pageSize=10'],
  ['product/log/search (a product)', '/api/v1/product/log/search?productKey={product}&pageNum=1&pageSize=10'],
  ['product/device/command/list', '/api/v1/product/device/command/list?deviceKey={device}&pageNum=1&pageSize=10'],
  ['product/page_list', '/api/v1/product/page_list?pageNum=1&pageSize=10'],
  ['product/list', '/api/v1/product/list'],
  ['product/sub_list', '/api/v1/product/sub_list'],
  ['product/category/list', '/api/v1/product/category/list'],
  ['product/category/page_list', '/api/v1/product/category/page_list?pageNum=1&pageSize=10'],
  ['product/tsl/property/list', '/api/v1/product/tsl/property/list?productKey={product}&pageNum=1&pageSize=10'],
  ['product/tsl/function/list', '/api/v1/product/tsl/function/list?productKey={product}&pageNum=1&pageSize=10'],
  ['product/tsl/event/list', '/api/v1/product/tsl/event/list?productKey={product}&pageNum=1&pageSize=10'],
  ['product/tsl/tag/list', '/api/v1/product/tsl/tag/list?productKey={product}&pageNum=1&pageSize=10'],
  ['alarm/rule/list', '/api/v1/alarm/rule/list?pageNum=1&pageSize=10'],
  ['alarm/log/list', '/api/v1/alarm/log/list?pageNum=1&pageSize=10'],
  ['alarm/log/list (open)', '/api/v1/alarm/log/list?pageNum=1&pageSize=10&status=0'],
  ['alarm/webhook/list', '/api/v1/alarm/webhook/list?pageNum=1&pageSize=10'],
  ['operLog/list', '/api/v1/system/operLog/list?pageNum=1&pageSize=10'],
  ['operLog/list (page 1,000)', '/api/v1/system/operLog/list?pageNum=1000&pageSize=10'],
  ['operLog/list (failed, by one user)', '/api/v1/system/operLog/list?pageNum=1&pageSize=10&status=0&operName=demo'],
  ['loginLog/list', '/api/v1/system/loginLog/list?pageNum=1&pageSize=10'],
  ['online/list', '/api/v1/system/online/list?pageNum=1&pageSize=10'],
  ['config/list', '/api/v1/system/config/list?pageNum=1&pageSize=10'],
  ['sysJob/list', '/api/v1/system/sysJob/list?pageNum=1&pageSize=10'],
  ['sysJob/logs', '/api/v1/system/sysJob/logs?targetName={jobTarget}&pageNum=1&pageSize=10'],
  ['sysAttachment/list', '/api/v1/system/sysAttachment/list?pageNum=1&pageSize=10'],
];

/** How many rows an answer's list spans: its total, else the rows it holds (a tree's nodes counted). */
function rowsOf(data: unknown): number | null {
  if (!data || typeof data !== 'object') return null;
  const record = data as Record<string, unknown>;
  for (const key of ['total', 'Total']) if (typeof record[key] === 'number') return record[key];
  const nodes = (list: unknown[]): number =>
    list.reduce<number>((n, item) => {
      const children = (item as { children?: unknown })?.children;
      return n + 1 + (Array.isArray(children) ? nodes(children) : 0);
    }, 0);
  if (Array.isArray(data)) return nodes(data);
  const list = Object.values(record).find(Array.isArray);
  return list ? nodes(list) : null;
}

export interface ListResult {
  name: string;
  rows: number | null;
  result: LoadResult;
}

/** Each list endpoint at 50 connections, as the console's browser asks for it. */
export async function measureLists(
  baseUrl: string,
  token: string,
  endpoints = LIST_ENDPOINTS,
  /** Called after each endpoint (the bench prints its line as soon as it is measured). */
  done?: (r: ListResult) => void,
): Promise<ListResult[]> {
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
  const results: ListResult[] = [];
  for (const [name, path] of endpoints) {
    // The API refuses with HTTP 200 and a code in the envelope, which the load tool cannot see.
    const answer = (await fetch(`${baseUrl}${path}`, { headers }).then((r) => r.json())) as {
      code: number;
      message: string;
      data: unknown;
    };
    if (answer.code !== 0) throw new Error(`${path} answers code ${answer.code}: ${answer.message}`);
    const result: ListResult = { name, rows: rowsOf(answer.data), result: await load(`${baseUrl}${path}`, headers) };
    results.push(result);
    done?.(result);
  }
  return results;
}

/**
 * One list at 50 connections while someone writes through the API `perSecond` times a second:
 * every write drops the answer cache, and so does its operation-log row shortly after.
 */
export async function measureListWhileWriting(
  baseUrl: string,
  token: string,
  path: string,
  perSecond: number,
  write: { method: string; path: string; body: unknown },
): Promise<LoadResult & { writes: number }> {
  let writes = 0;
  let stop = false;
  const writer = (async () => {
    while (!stop) {
      const started = Date.now();
      await fetch(`${baseUrl}${write.path}`, {
        method: write.method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(write.body),
      }).then((r) => r.arrayBuffer());
      writes++;
      await new Promise((r) => setTimeout(r, Math.max(0, 1000 / perSecond - (Date.now() - started))));
    }
  })();
  try {
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
    return { ...(await load(`${baseUrl}${path}`, headers)), writes };
  } finally {
    stop = true;
    await writer;
  }
}
