// Helpers of the product tests: forms, multipart bodies, devices put straight into the table (the
// device API is another module's).
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Method, signedInApp, TestApp } from '../../../../test/helpers.ts';
import { loadProductByKey, tslOf } from './service.ts';
import { devices } from '../schema.ts';
import { productCategories, products } from './schema.ts';

export const API = '/api/v1/product';

/** A valid product form in the given category. */
export const productForm = (key: string, categoryId: number, extra: Record<string, unknown> = {}) => ({
  key,
  name: `Product ${key}`,
  categoryId,
  messageProtocol: 'SagooMqtt',
  transportProtocol: 'mqtt_server',
  deviceType: '设备',
  desc: '',
  authType: 2,
  accessToken: `token-${key}`,
  ...extra,
});

export async function categoryIdOf(t: TestApp, name: string): Promise<number> {
  const [row] = await t.database.db.select().from(productCategories).where(eq(productCategories.name, name));
  return row.id;
}

/** Adds a device of the product directly; status 0 disabled, 1 enabled (offline). */
export async function addDevice(t: TestApp, productKey: string, key: string, status = 0): Promise<void> {
  const [p] = await t.database.db.select().from(products).where(eq(products.key, productKey));
  await t.database.db.insert(devices).values({ key, name: key, productId: p.id, status });
}

export interface FilePart {
  filename: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser's upload sends it. */
export function multipart(fields: Record<string, string | FilePart>) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const head =
      typeof value === 'string'
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.type}\r\n\r\n`;
    parts.push(Buffer.from(head), typeof value === 'string' ? Buffer.from(value) : value.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Adds these products, published or not, in the climate category through the API. */
export async function addProducts(s: ReturnType<typeof signedInApp>, keys: string[]) {
  const climate = await categoryIdOf(s.t, '温湿度');
  for (const key of keys)
    expect((await s.t.api('POST', `${API}/add`, productForm(key, climate), s.admin)).body.code).toBe(0);
}

/** A property entry of the object model with its value type. */
export const tslProperty = (key: string, valueType: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  key,
  name: key,
  accessMode: 0,
  valueType,
  ...extra,
});

/** Calls of the object-model API on one product, and its stored model. */
export function tslKit(s: ReturnType<typeof signedInApp>, productKey: string) {
  const api = (method: Method, path: string, data: Record<string, unknown> = {}, token = s.admin) =>
    s.t.api(method, `${API}/tsl/${path}`, data, token);
  const add = (kind: string, entry: Record<string, unknown>, key = productKey) =>
    api('POST', `${kind}/add`, { productKey: key, ...entry });
  const model = async (key = productKey) => tslOf((await loadProductByKey(s.t.database.db, key))!);
  const stored = async (key: string) => (await model()).properties!.find((p) => p.key === key)!;
  return { api, add, model, stored };
}
