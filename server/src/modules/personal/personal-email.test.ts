import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { users } from '../user/schema.ts';

// The server checks e-mails with the contract's pattern, the same one the console's forms use.
describe('personal centre e-mail', () => {
  let t: TestApp;
  let demo: string;

  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.login('demo');
  });
  afterAll(() => t.close());

  it('accepts plus-addressing (name+tag@example.com)', async () => {
    const payload = { nickname: 'Demo', mobile: '13912345678', userEmail: 'name+tag@example.com' };
    const res = await t.call({ method: 'PUT', url: '/api/v1/system/personal/edit', token: demo, payload, lang: 'en' });
    expect(res.body.code).toBe(0);
    const [row] = await t.database.db.select().from(users).where(eq(users.userName, 'demo'));
    expect(row.userEmail).toBe('name+tag@example.com');
  });

  it('still refuses an address without a domain', async () => {
    const payload = { nickname: 'Demo', mobile: '13912345678', userEmail: 'name+tag@host' };
    const res = await t.call({ method: 'PUT', url: '/api/v1/system/personal/edit', token: demo, payload, lang: 'en' });
    expect(res.body).toMatchObject({ code: 51, message: 'userEmail is not a valid e-mail address' });
  });
});
