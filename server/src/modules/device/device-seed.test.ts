import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from './product/schema.ts';
import { devices, deviceTags } from './schema.ts';
import { signedInApp } from '../../../test/helpers.ts';
import { deptIdOf } from '../../../test/org-fixture.ts';
import { DEMO_PRODUCT_KEY, insertDemoDevices } from './seed.ts';
import { addProduct } from './test-fixture.ts';

describe('demo devices', () => {
  const s = signedInApp();

  it('five enabled sensors of the demo product, with tokens, places and two tags each', async () => {
    const { db } = s.t.database;
    // The product module seeds the demo product; without it registered, the seed has skipped quietly.
    const [product] = await db.select().from(products).where(eq(products.key, DEMO_PRODUCT_KEY));
    if (!product) {
      expect(await db.$count(devices, like(devices.key, 'th_%'))).toBe(0);
      await addProduct(s.t, DEMO_PRODUCT_KEY, { deptId: await deptIdOf(s.t, '研发组') });
      await insertDemoDevices(db);
    }
    const rows = await db.select().from(devices).where(like(devices.key, 'th_%')).orderBy(devices.key);
    expect(rows.map((r) => r.key)).toEqual(['th_0001', 'th_0002', 'th_0003', 'th_0004', 'th_0005']);
    expect(rows.map((r) => r.name)).toEqual([1, 2, 3, 4, 5].map((n) => `温湿度传感器 ${n}`));
    for (const r of rows) {
      expect(r).toMatchObject({ status: 1, authType: 2 });
      expect(r.accessToken).toMatch(/^dt_[0-9a-f]{32}$/);
      expect(Number(r.lng)).toBeGreaterThan(100);
      expect(Number(r.lat)).toBeGreaterThan(20);
    }
    expect(new Set(rows.map((r) => r.accessToken)).size).toBe(5);
    const tags = await db.select().from(deviceTags).where(eq(deviceTags.deviceId, rows[0].id));
    expect(tags.map((t) => t.key).sort()).toEqual(['floor', 'location']);
    // They sit in the product's department, which the demo account sees.
    const page = await s.t.api('GET', '/api/v1/product/device/page_list', { keyWord: 'th_' }, s.demo);
    expect(page.body.data.Total).toBe(5);
  });
});
