// Realistic volume for the list endpoints, written through the API as an administrator would.

/** Dictionary types added (each with ITEMS_PER_TYPE items) and notices added (a fifth are letters). */
export const SEED = { dictTypes: 30, itemsPerType: 15, notices: 3000, readNotices: 600 };

type Call = (method: string, path: string, body?: unknown) => Promise<void>;

function caller(baseUrl: string, token: string): Call {
  return async (method, path, body) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await res.json()) as { code: number; message: string };
    if (answer.code !== 0) throw new Error(`${method} ${path}: ${answer.code} ${answer.message}`);
  };
}

/** Runs `count` jobs, `width` at a time. */
async function inParallel(count: number, width: number, job: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) await job(next++);
    }),
  );
}

/** A paragraph of rich text like a real announcement (about 1 KB). */
const content = (i: number) =>
  `<p><strong>Maintenance window ${i}</strong></p>` +
  '<p>The gateways of building B will be updated between 22:00 and 23:30. Devices stay online; '.repeat(8) +
  '</p>';

/** Dictionary types with items, notices and letters to the caller (user id 1), some of them read. */
export async function seedLists(baseUrl: string, token: string) {
  const call = caller(baseUrl, token);
  await inParallel(SEED.dictTypes, 4, async (t) => {
    const dictType = `bench_type_${t}`;
    await call('POST', '/api/v1/system/dict/type/add', { dictName: `Bench type ${t}`, dictType, status: 1 });
    for (let i = 0; i < SEED.itemsPerType; i++)
      await call('POST', '/api/v1/system/dict/data/add', {
        dictType,
        dictLabel: `Label ${t}.${i}`,
        dictValue: String(i),
        dictSort: i,
        isDefault: 0,
        status: 1,
      });
  });
  await inParallel(SEED.notices, 8, (i) =>
    call('POST', '/api/v1/system/sysNotice/add', {
      title: `Notice ${i}`,
      type: i % 5 === 0 ? 2 : 1,
      receiver: i % 5 === 0 ? [1] : undefined,
      content: content(i),
      status: 1,
      tag: i % 6,
      sort: 0,
    }),
  );
  // Notice ids start at 1 in a new database.
  await inParallel(SEED.readNotices, 8, (i) =>
    call('POST', '/api/v1/system/sysNoticeRead/readNotice', { noticeId: 1 + i * 5 }),
  );
}
