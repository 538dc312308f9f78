// The demo devices: five temperature and humidity sensors of the demo product (seeded by the
// product module just before), enabled, each with its own access token, spread over three cities
// for the map. Without the demo product there is nothing to seed.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from './product/schema.ts';
import { devices, deviceTags } from './schema.ts';

export const DEMO_PRODUCT_KEY = 'demo_th_sensor';

/** A device access token: `dt_` and 32 hex digits. */
export const newAccessToken = () => `dt_${randomBytes(16).toString('hex')}`;

const DEMO: { city: string; lng: string; lat: string; floor: string }[] = [
  { city: '上海', lng: '121.473701', lat: '31.230416', floor: '3F' },
  { city: '上海', lng: '121.499718', lat: '31.239703', floor: '12F' },
  { city: '北京', lng: '116.407526', lat: '39.904030', floor: '5F' },
  { city: '北京', lng: '116.310316', lat: '39.992818', floor: '1F' },
  { city: '深圳', lng: '114.057868', lat: '22.543099', floor: '8F' },
];

export async function insertDemoDevices(tx: Db): Promise<void> {
  const [product] = await tx.select().from(products).where(eq(products.key, DEMO_PRODUCT_KEY));
  if (!product) return;
  const rows = await tx
    .insert(devices)
    .values(
      DEMO.map((d, i) => ({
        key: `th_${String(i + 1).padStart(4, '0')}`,
        name: `温湿度传感器 ${i + 1}`,
        productId: product.id,
        deptId: product.deptId,
        desc: `${d.city}演示设备`,
        status: 1,
        lng: d.lng,
        lat: d.lat,
        authType: 2,
        accessToken: newAccessToken(),
        createdBy: product.createdBy,
        updatedBy: product.createdBy,
      })),
    )
    .returning({ id: devices.id });
  await tx.insert(deviceTags).values(rows.flatMap(({ id }, i) => demoTags(i).map((tag) => ({ deviceId: id, ...tag }))));
}

/** The tags of the i-th demo device: where it is. */
const demoTags = (i: number) => [
  { key: 'location', name: '位置', value: DEMO[i].city },
  { key: 'floor', name: '楼层', value: DEMO[i].floor },
];

/** Every demo device's tags; the console shows their names and cities in the user's language while unchanged. */
export const DEMO_TAGS = DEMO.flatMap((_, i) => demoTags(i));
