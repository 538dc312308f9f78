// A product and its devices made through the console's API, as an operator would: the product with
// three float properties and an access token, published; the devices imported from a CSV file and
// enabled. Reused when the bench runs again on the same database.
import type { Api } from './api.ts';

export const BENCH_PRODUCT = 'bench_th';
export const BENCH_TOKEN = 'bench-access-token-0123456789';
export const BENCH_PROPERTIES = ['temperature', 'humidity', 'pressure'] as const;

export const benchDeviceKey = (i: number) => `bench_${String(i).padStart(5, '0')}`;

/** Adds a product of the bench's kind (SagooIoT MQTT, the bench's access token) in the first category. */
export async function addBenchProduct(api: Api, key: string, name: string) {
  const { category } = await api.call<{ category: { id: number }[] | null }>('GET', 'product/category/list');
  await api.call('POST', 'product/add', {
    key,
    name,
    categoryId: category?.[0]?.id ?? 0,
    messageProtocol: 'SagooMqtt',
    transportProtocol: 'mqtt_server',
    deviceType: '设备',
    authType: 2,
    accessToken: BENCH_TOKEN,
  });
}

async function ensureProduct(api: Api) {
  const found = await api
    .call<{ data: { status: number } }>('GET', 'product/detail', { productKey: BENCH_PRODUCT })
    .catch(() => null);
  if (found?.data.status === 1) return;
  if (!found) {
    await addBenchProduct(api, BENCH_PRODUCT, 'Bench sensor');
    for (const key of BENCH_PROPERTIES)
      await api.call('POST', 'product/tsl/property/add', {
        productKey: BENCH_PRODUCT,
        key,
        name: key,
        accessMode: 1,
        valueType: { type: 'float', decimals: 2, min: -1000, max: 100000 },
      });
  }
  await api.call('POST', 'product/deploy', { productKey: BENCH_PRODUCT });
}

/** Devices bench_00000.. of the bench product, enabled; returns their keys. */
export async function provisionDevices(api: Api, count: number): Promise<string[]> {
  await ensureProduct(api);
  const keys = Array.from({ length: count }, (_, i) => benchDeviceKey(i));
  const existing = await api.call<{ Total: number }>('GET', 'product/device/page_list', {
    productKey: BENCH_PRODUCT,
    pageSize: 1,
  });
  if (existing.Total < count) {
    for (let start = existing.Total; start < count; start += 5000) {
      const rows = keys.slice(start, start + 5000).map((k) => `${k},${k},,1.0,121.47,31.23,60`);
      await api.upload(
        'product/device/import',
        { productKey: BENCH_PRODUCT },
        { name: 'devices.csv', body: ['name,key,desc,version,lng,lat,onlineTimeout', ...rows].join('\n') },
      );
    }
  }
  for (let start = 0; start < count; start += 500)
    await api.call('POST', 'product/device/setDeviceStatus', { ids: keys.slice(start, start + 500), status: 1 });
  return keys;
}

/**
 * `count` published property rules on the bench product (the alarm engine matches every post
 * against them); none matches the bench's values, so what is measured is the matching itself.
 */
export async function publishAlarmRules(api: Api, count: number): Promise<void> {
  const existing = await api.call<{ list: { id: number; status: number }[] | null; Total: number }>(
    'GET',
    'alarm/rule/list',
    { productKey: BENCH_PRODUCT, pageSize: count },
  );
  for (let i = existing.Total; i < count; i++)
    await api.call('POST', 'alarm/rule/add', {
      name: `bench rule ${i}`,
      level: 1 + (i % 5),
      productKey: BENCH_PRODUCT,
      deviceKey: 'all',
      triggerType: 3,
      triggerCondition: [
        {
          filters: [{ key: BENCH_PROPERTIES[i % 3], operator: 'gt', value: [String(1e6 + i)], andOr: 0 }],
          andOr: 0,
        },
      ],
      action: [],
    });
  const { list } = await api.call<{ list: { id: number; status: number }[] | null }>('GET', 'alarm/rule/list', {
    productKey: BENCH_PRODUCT,
    pageSize: count,
  });
  for (const rule of list ?? []) if (rule.status !== 1) await api.call('POST', 'alarm/rule/deploy', { id: rule.id });
}
