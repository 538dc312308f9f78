import { request, type IncomingMessage } from 'node:http';
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { listen } from '../../../test/live-client.ts';
import { loginBody, sysMessageUrl } from '../../../test/sagoo-console.ts';
import { SSE_COOKIE } from '../auth/index.ts';
import { MAX_BUFFERED_BYTES } from './hub.ts';
import { messageOf, plainText, SseStreams } from './sse.ts';

interface Opened {
  res: IncomingMessage;
  /** Everything received so far. */
  text: () => string;
  /** Resolves with the data of the next `lastUnRead` event. */
  next: () => Promise<unknown[]>;
  ended: Promise<void>;
  close: () => void;
}

/** Opens the stream as a browser's EventSource does: GET, `Accept: text/event-stream`, the page's cookies. */
function open(port: number, path: string, headers: Record<string, string> = {}): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        headers: { accept: 'text/event-stream', 'cache-control': 'no-cache', ...headers },
      },
      (res) => {
        let buffer = '';
        let seen = 0;
        const waiting: ((d: unknown[]) => void)[] = [];
        const drain = () => {
          for (;;) {
            const events = buffer
              .split('\n\n')
              .slice(0, -1)
              .filter((e) => e.startsWith('event: lastUnRead'));
            if (seen >= events.length || !waiting.length) return;
            const data = events[seen++]
              .split('\n')
              .find((l) => l.startsWith('data: '))!
              .slice(6);
            waiting.shift()!(JSON.parse(data) as unknown[]);
          }
        };
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          drain();
        });
        const ended = new Promise<void>((r) => res.once('close', () => r()));
        resolve({
          res,
          text: () => buffer,
          next: () =>
            new Promise((r) => {
              waiting.push(r);
              drain();
            }),
          ended,
          close: () => req.destroy(),
        });
      },
    );
    req.once('error', reject);
    req.end();
  });
}

const within = <T>(p: Promise<T>, ms = 5000) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms))]);

// SagooIoT's console's bell (layout/navBars/breadcrumb/userNews.vue): `new EventSource('/subscribe/sysMessage?userId=' + userId)`.
describe("SagooIoT's notification stream", () => {
  let t: TestApp;
  let port = 0;
  let admin = '';
  let cookie = '';
  const opened: Opened[] = [];
  const stream = async (path: string, headers: Record<string, string> = {}) => {
    const o = await open(port, path, headers);
    opened.push(o);
    return o;
  };

  beforeAll(async () => {
    t = await createTestApp({ LIVE_SOCKETS_PER_USER: '3' });
    port = await listen(t.app);
    const { key } = (await t.call({ method: 'GET', url: '/api/v1/captcha' })).body.data;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: loginBody('admin', '123456', 'x', key),
    });
    admin = login.json().data.token;
    const c = login.cookies.find((x) => x.name === SSE_COOKIE)!;
    cookie = `${c.name}=${c.value}`;
  });
  afterAll(async () => {
    for (const o of opened) o.close();
    await t.close();
  });

  it('refuses, with HTTP 401 (EventSource then stops), a request that proves no session: userId is not one', async () => {
    const res = await stream(sysMessageUrl(1));
    expect(res.res.statusCode).toBe(401);
    expect(res.res.headers['content-type']).toMatch(/application\/json/);
    await res.ended;
    expect(JSON.parse(res.text())).toMatchObject({ code: 401 });
    expect((await stream(sysMessageUrl(1), { cookie: `${SSE_COOKIE}=forged` })).res.statusCode).toBe(401);
  });

  it('opens with the cookie its login set, stays open and sends a published notice as lastUnRead', async () => {
    const s = await stream(sysMessageUrl(1), { cookie });
    expect(s.res.statusCode).toBe(200);
    expect(s.res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const next = s.next();
    const res = await t.api(
      'POST',
      '/api/v1/system/sysNotice/add',
      {
        title: '停机维护',
        type: 1,
        tag: 3,
        content: '<p>今晚 <b>22:00</b> 停机&nbsp;维护</p>',
        status: 1,
        remark: '',
        sort: 0,
      },
      admin,
    );
    expect(res.body.code).toBe(0);
    const [item] = (await within(next)) as { MessageInfo: { title: string; content: string }; title: string }[];
    // userNews.vue: ElNotification({title: item.MessageInfo.title, message: item.MessageInfo.content}), the list v.title / v.content.
    expect(item.MessageInfo).toMatchObject({ title: '停机维护', content: '今晚 22:00 停机 维护' });
    expect(item).toMatchObject({ title: '停机维护', content: '今晚 22:00 停机 维护', createdAt: expect.any(String) });
    expect(s.text()).toMatch(/^retry: \d+\n/);
  });

  it('sends the alarms the live channel sends the user, and only to that user', async () => {
    const mine = await stream('//subscribe/sysMessage?userId=1', { cookie });
    const demo = await t.login('demo');
    const theirs = await stream(`/subscribe/sysMessage?userId=2&token=${demo}`);
    expect([mine.res.statusCode, theirs.res.statusCode]).toEqual([200, 200]);
    const next = mine.next();
    const row = {
      id: 7,
      ruleName: '温度过高',
      deviceKey: 'th_0001',
      createdAt: '2024-01-01 00:00:00',
      alarmLevel: { level: 1, name: '超紧急', color: '' },
      devcie: { id: 1, name: '温湿度传感器 1', key: 'th_0001' },
    };
    await t.app.ctx.live.toUsers([1], { event: 'alarm', data: row });
    const [item] = (await within(next)) as { MessageInfo: { title: string; content: string } }[];
    expect(item.MessageInfo.title).toContain('温度过高');
    expect(item.MessageInfo.content).toContain('th_0001');
    // Other frames (rights changed, device data) are not the bell's.
    await t.app.ctx.live.toUsers([1, 2], { event: 'tokenUpdated' });
    await new Promise((r) => setTimeout(r, 200));
    expect(theirs.text()).not.toContain('lastUnRead');
  });

  it('bounds the streams per user, and ends them when the session ends', async () => {
    const { key } = (await t.call({ method: 'GET', url: '/api/v1/captcha' })).body.data;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: loginBody('demo', '123456', 'x', key),
    });
    const token = login.json().data.token as string;
    const demoCookie = `${SSE_COOKIE}=${token}`;
    const before = t.app.sseStreams.countOf(2);
    const extra = [];
    for (let i = before; i < 3; i++) extra.push(await stream(sysMessageUrl(2), { cookie: demoCookie }));
    expect(extra.every((s) => s.res.statusCode === 200)).toBe(true);
    expect((await stream(sysMessageUrl(2), { cookie: demoCookie })).res.statusCode).toBe(429);
    // Its logout: the streams of that session end at once.
    const out = await t.call({ method: 'POST', url: '/api/v1/loginOut', token });
    expect(out.body.code).toBe(0);
    await within(Promise.all(extra.map((s) => s.ended)));
  });
});

describe('the stream hub', () => {
  const fake = (writableLength = 0) => {
    const chunks: string[] = [];
    const res = {
      writableLength,
      writableEnded: false,
      destroyed: false,
      write: (c: string) => chunks.push(c),
      end() {
        this.writableEnded = true;
      },
    };
    return { res: res as unknown as ServerResponse, chunks };
  };
  const frame = (event: string, data: unknown) => JSON.stringify({ event, data, code: 0, timestamp: 0 });
  const notice = { id: 1, title: 'T', content: '<p>x</p>', createdAt: null };

  it('ends a stream whose client does not read instead of buffering for it', () => {
    const hub = new SseStreams();
    const slow = fake(MAX_BUFFERED_BYTES + 1);
    const fine = fake();
    hub.add({ userId: 1, tokenHash: 'a', lang: 'zh-CN', res: slow.res });
    hub.add({ userId: 1, tokenHash: 'b', lang: 'zh-CN', res: fine.res });
    hub.deliver(frame('notice', notice));
    expect(slow.chunks).toEqual([]);
    expect(slow.res.writableEnded).toBe(true);
    expect(fine.chunks).toHaveLength(1);
    expect(hub.countOf(1)).toBe(1);
  });

  it('writes frames only for their users, and broadcasts to all', () => {
    const hub = new SseStreams();
    const [one, two] = [fake(), fake()];
    hub.add({ userId: 1, tokenHash: 'a', lang: 'en', res: one.res });
    hub.add({ userId: 2, tokenHash: 'b', lang: 'en', res: two.res });
    hub.deliver(frame('notice', notice), [2]);
    hub.deliver(frame('notice', notice));
    hub.deliver(frame('deviceStatus', {}));
    expect([one.chunks.length, two.chunks.length]).toEqual([1, 2]);
    hub.closeSessions(['a']);
    expect(hub.size).toBe(1);
  });

  it('reads notices as text and names alarms in the stream language', () => {
    expect(plainText('<script>x()</script><p>a&lt;b &amp; c</p>')).toBe('a<b & c');
    expect(plainText(`<p>${'y'.repeat(500)}</p>`)).toHaveLength(201);
    const alarm = {
      id: 3,
      ruleName: 'Hot',
      deviceKey: 'd1',
      createdAt: null,
      alarmLevel: { name: 'Urgent' },
      devcie: null,
    };
    expect(messageOf({ event: 'alarm', data: alarm }, 1, 'en')?.MessageInfo).toMatchObject({
      title: 'Urgent alarm: Hot',
      content: 'Device d1 matched the alarm rule "Hot"',
    });
    expect(messageOf({ event: 'ping' }, 1, 'en')).toBeNull();
  });
});
