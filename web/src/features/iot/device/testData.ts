// Rows and answers the device tests serve, in SagooIoT's shapes.
import type { DeviceRow, Tsl } from '@iot/contract';

export const tsl: Tsl = {
  key: 'demo_th_sensor',
  name: 'TH sensor',
  properties: [
    {
      key: 'temp',
      name: 'Temperature',
      accessMode: 1,
      desc: '',
      valueType: { type: 'float', unit: '°C', decimals: 1 },
    },
    { key: 'hum', name: 'Humidity', accessMode: 1, desc: '', valueType: { type: 'int', unit: '%RH' } },
    {
      key: 'mode',
      name: 'Mode',
      accessMode: 0,
      desc: '',
      valueType: {
        type: 'enum',
        elements: [
          { value: '1', text: 'Auto' },
          { value: '2', text: 'Manual' },
        ],
      },
    },
  ],
  functions: null,
  events: [{ key: 'overheat', name: 'Overheat', level: 2, outputs: null, desc: '' }],
  tags: null,
};

const product = {
  id: 1,
  key: 'demo_th_sensor',
  name: 'TH sensor',
  authType: 2,
  authUser: '',
  authPasswd: '',
  accessToken: 'product-token',
  status: 1,
};

export function device(key: string, status: 0 | 1 | 2, extra: Partial<DeviceRow> = {}): DeviceRow {
  return {
    id: Number(key.replace(/\D/g, '')) || 1,
    deptId: 100,
    key,
    name: `Sensor ${key}`,
    productKey: 'demo_th_sensor',
    productName: 'TH sensor',
    desc: '',
    metadataTable: 1,
    status,
    onlineTimeout: 60,
    registryTime: null,
    lastOnlineTime: null,
    version: '1.0.0',
    tunnelId: 0,
    lng: '121.47',
    lat: '31.23',
    address: '',
    extensionInfo: '',
    authType: 0,
    authUser: '',
    authPasswd: '',
    accessToken: '',
    certificateId: 0,
    createdBy: 1,
    updatedBy: 0,
    deletedBy: 0,
    createdAt: '2026-01-01 10:00:00',
    updatedAt: null,
    deletedAt: null,
    tsl: null,
    product: product as DeviceRow['product'],
    tags: [{ id: 1, deviceId: 1, key: 'floor', name: 'Floor', value: '3' }],
    latest: {},
    ...extra,
  };
}
