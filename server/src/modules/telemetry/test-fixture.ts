// A product with an object model of every kind of property, and devices of it, written straight
// into the tables (the product and device APIs are other modules' business).
import type { Tsl, TslParam, ValueType } from '@iot/contract';
import type { Db } from '../../db/client.ts';
import { devices } from '../device/schema.ts';
import { products } from '../../composition/schema.ts';

const p = (key: string, valueType: ValueType, name = key): TslParam & { accessMode: 0 } => ({
  key,
  name,
  valueType,
  desc: '',
  accessMode: 0,
});

export const fixtureTsl = (key: string): Tsl => ({
  key,
  name: 'Telemetry fixture',
  properties: [
    p('temperature', { type: 'float', min: -40, max: 85, unit: '°C', decimals: 1 }, '温度'),
    p('battery', { type: 'int', min: 0, max: 100, unit: '%' }, '电量'),
    p('switch', { type: 'boolean' }, '开关'),
    p(
      'mode',
      {
        type: 'enum',
        elements: [
          { value: '0', text: 'normal' },
          { value: '1', text: 'eco' },
        ],
      },
      '模式',
    ),
    p('label', { type: 'string', maxLength: 20 }, '标签'),
    p('pos', { type: 'object', properties: [p('x', { type: 'int' }), p('y', { type: 'int' })] }, '位置'),
  ],
  functions: null,
  events: [
    {
      key: 'overheat',
      name: '过热',
      level: 1,
      outputs: [p('temperature', { type: 'float' }, '温度')],
      desc: '',
    },
  ],
  tags: null,
});

let serial = 0;

/** A published product and `count` enabled devices in department `deptId`; keys are unique per call. */
export async function makeDevices(db: Db, count: number, opts: { deptId?: number } = {}) {
  const tag = `${process.pid}_${++serial}_${Date.now() % 100000}`;
  const productKey = `tp_${tag}`;
  const [product] = await db
    .insert(products)
    .values({
      key: productKey,
      name: 'Telemetry fixture',
      metadata: fixtureTsl(productKey),
      status: 1,
      deptId: opts.deptId ?? 0,
    })
    .returning();
  const rows = await db
    .insert(devices)
    .values(
      Array.from({ length: count }, (_, i) => ({
        key: `td_${tag}_${i}`,
        name: `Device ${i}`,
        productId: product.id,
        status: 1,
        deptId: opts.deptId ?? 0,
      })),
    )
    .returning();
  return { product, devices: rows };
}
