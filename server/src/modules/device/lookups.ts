// Devices and products by key and id, whatever the caller's scope: for the modules above that
// scope devices themselves (the broker's device cache).
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from './product/schema.ts';
import { devices } from './schema.ts';
import type { DeviceRecord, ProductRecord } from './scope.ts';

export async function devicesWithKeys(db: Db, keys: string[]): Promise<DeviceRecord[]> {
  return keys.length ? db.select().from(devices).where(inArray(devices.key, keys)) : [];
}

export async function productsWithIds(db: Db, ids: number[]): Promise<ProductRecord[]> {
  return ids.length ? db.select().from(products).where(inArray(products.id, ids)) : [];
}
