// A new database's catalogue: a small category tree and one published demo product with a full
// object model, so the device pages and the simulator have something to show. The product sits in
// the demo account's department (研发组): without scope rows a user sees their own department's
// products and those below it, and the demo account should see the demo.
import type { Tsl } from '@iot/contract';
import type { Db } from '../../../db/client.ts';
import type { SeedDict } from '../../../db/seed/rows.ts';
import { deptIdNamed, SEED_DEPTS } from '../../dept/index.ts';
import { userNamed } from '../../user/index.ts';
import { productCategories, products } from './schema.ts';

/**
 * `network_server_type`: a product's transport protocols, the values our product form offers
 * (web/src/features/iot/product/list/ProductDialog.tsx), which SagooIoT's product form reads from
 * this dictionary (editPro.vue). Devices connect over MQTT whichever is chosen.
 */
export const productDicts: SeedDict[] = [
  {
    type: 'network_server_type',
    name: '传输协议',
    remark: '产品的传输协议（SagooIoT 产品表单读取）',
    items: [
      ['mqtt_server', 'MQTT 服务', 1],
      ['tcp', 'TCP 服务'],
      ['udp', 'UDP 服务'],
      ['http', 'HTTP 服务'],
      ['websocket', 'WebSocket 服务'],
    ],
  },
];

/** The seeded product's key (the device helper seeds devices of it). */
export const DEMO_PRODUCT_KEY = 'demo_th_sensor';

const float = (unit: string, min: number, max: number) => ({ type: 'float' as const, decimals: 1, unit, min, max });
const int = (unit: string, min: number, max: number) => ({ type: 'int' as const, unit, min, max });

export const DEMO_TSL: Tsl = {
  key: DEMO_PRODUCT_KEY,
  name: '温湿度传感器',
  properties: [
    { key: 'temperature', name: '温度', accessMode: 1, desc: '', valueType: float('°C', -40, 85) },
    { key: 'humidity', name: '湿度', accessMode: 1, desc: '', valueType: float('%RH', 0, 100) },
    { key: 'battery', name: '电量', accessMode: 1, desc: '', valueType: int('%', 0, 100) },
    { key: 'report_interval', name: '上报间隔', accessMode: 0, desc: '', valueType: int('s', 1, 3600) },
    {
      key: 'mode',
      name: '工作模式',
      accessMode: 0,
      desc: '',
      valueType: {
        type: 'enum',
        elements: [
          { value: '0', text: '正常' },
          { value: '1', text: '省电' },
        ],
      },
    },
  ],
  functions: [
    {
      key: 'reboot',
      name: '重启',
      desc: '',
      inputs: [{ key: 'delay', name: '延迟(秒)', desc: '', valueType: int('s', 0, 3600) }],
      outputs: [{ key: 'ok', name: '成功', desc: '', valueType: { type: 'boolean', trueText: '是', falseText: '否' } }],
    },
  ],
  events: [
    {
      key: 'overheat',
      name: '过热告警',
      level: 1,
      desc: '',
      outputs: [{ key: 'temperature', name: '温度', desc: '', valueType: float('°C', -40, 85) }],
    },
  ],
  tags: null,
};

export async function insertCatalogue(tx: Db): Promise<void> {
  const [admin, team] = [await userNamed(tx, 'admin'), await deptIdNamed(tx, SEED_DEPTS.team)];
  const by = { deptId: team, createdBy: admin?.id ?? 0, updatedBy: admin?.id ?? 0 };
  const [sensors] = await tx
    .insert(productCategories)
    .values({ ...by, key: 'sensor', name: '传感器', sort: 1 })
    .returning();
  const [climate] = await tx
    .insert(productCategories)
    .values([
      { ...by, parentId: sensors.id, key: 'th', name: '温湿度', sort: 1 },
      { ...by, key: 'gateway', name: '网关', sort: 2 },
    ])
    .returning();
  await tx.insert(products).values({
    ...by,
    key: DEMO_PRODUCT_KEY,
    name: DEMO_TSL.name,
    categoryId: climate.id,
    messageProtocol: 'SagooMqtt',
    transportProtocol: 'mqtt_server',
    deviceType: '设备',
    desc: '演示用温湿度传感器',
    metadata: DEMO_TSL,
    status: 1,
    // AccessToken: a device connects with its key as user name and this token as password.
    authType: 2,
    accessToken: 'demo-th-token',
  });
}
