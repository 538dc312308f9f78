// Categories and products as the server sends them, for this feature's tests.
import type { CategoryNode, ProductDetail, ProductRow } from '@iot/contract';
import type { Tsl } from '@iot/contract/tsl';

export const category = (
  id: number,
  name: string,
  parentId = 0,
  children: CategoryNode[] | null = null,
): CategoryNode => ({
  id,
  deptId: 1,
  parentId,
  key: `c${id}`,
  name,
  sort: id,
  desc: '',
  createdBy: 1,
  updatedBy: 0,
  deletedBy: 0,
  createdAt: `2026-01-0${id} 09:00:00`,
  updatedAt: null,
  deletedAt: null,
  children,
});

export const categories = [
  category(1, 'Sensors', 0, [category(2, 'Climate', 1), category(3, 'Power', 1)]),
  category(4, 'Gateways'),
];

export const product = (key: string, name: string, extra: Partial<ProductDetail> = {}): ProductDetail => ({
  id: 1,
  deptId: 1,
  key,
  name,
  categoryId: 2,
  messageProtocol: 'SagooMqtt',
  transportProtocol: 'mqtt_server',
  protocolId: 0,
  deviceType: '设备',
  desc: '',
  icon: '',
  metadata: '',
  metadataTable: 0,
  policy: '',
  status: 0,
  authType: 2,
  authUser: '',
  authPasswd: '',
  accessToken: 'tok',
  certificateId: 0,
  scriptInfo: '',
  createdBy: 1,
  updatedBy: 0,
  deletedBy: 0,
  createdAt: '2026-01-02 10:00:00',
  updatedAt: null,
  deletedAt: null,
  deviceTotal: 3,
  categoryName: 'Climate',
  category: { id: 2, name: 'Climate' },
  tsl: null,
  ...extra,
});

export const emptyTsl = (key: string): Tsl => ({ key, name: key, properties: [], functions: [], events: [], tags: [] });

export const rows: ProductRow[] = [
  product('th_sensor', 'Thermometer', { status: 1 }),
  product('gw01', 'Gateway one', { deviceType: '网关', deviceTotal: 0 }),
];
