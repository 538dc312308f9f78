// Wire shapes of the IoT domain (sagoo-iot-api.md §2): product categories, products, devices,
// telemetry and device logs, and the live frames about devices. Zod-free: the console imports it
// from '@iot/contract/iot'. Request schemas live in product.ts, device.ts and telemetry.ts.
import type { Tsl } from './tsl.ts';

/** "YYYY-MM-DD HH:mm:ss" in the server's local time, null when unset. */
type Time = string | null;

/** Who wrote, changed and deleted a row, and when (SagooIoT's columns on every IoT table). */
interface Authorship {
  createdBy: number;
  updatedBy: number;
  deletedBy: number;
  createdAt: Time;
  updatedAt: Time;
  deletedAt: Time;
}

export interface ProductCategory extends Authorship {
  id: number;
  deptId: number;
  parentId: number;
  key: string;
  name: string;
  sort: number;
  desc: string;
}

/** A category with its children; leaves carry `children: null` (SagooIoT §3). */
export interface CategoryNode extends ProductCategory {
  children: CategoryNode[] | null;
}

/** SagooIoT's device types, stored and sent in Chinese. */
export const DEVICE_TYPES = ['设备', '网关', '子设备'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** 0 unset, 1 Basic (user and password), 2 AccessToken, 3 certificate. */
export type AuthType = 0 | 1 | 2 | 3;

/** How a device proves who it is: a product's credentials, a device's own, or how to connect. */
interface Credentials {
  authType: AuthType;
  authUser: string;
  authPasswd: string;
  accessToken: string;
  certificateId: number;
}

export interface Product extends Credentials, Authorship {
  id: number;
  deptId: number;
  key: string;
  name: string;
  categoryId: number;
  messageProtocol: string;
  transportProtocol: string;
  protocolId: number;
  deviceType: DeviceType;
  desc: string;
  icon: string;
  /** The object model as JSON text; "" in lists. */
  metadata: string;
  metadataTable: 0 | 1;
  policy: string;
  /** 0 not published, 1 published. */
  status: 0 | 1;
  scriptInfo: string;
}

export interface ProductRow extends Product {
  deviceTotal: number;
  categoryName: string;
  category: { id: number; name: string } | null;
}

export interface ProductDetail extends ProductRow {
  tsl: Tsl | null;
}

/** How a device of this product connects (`/product/connect_intro`). */
export interface ConnectIntro extends Credentials {
  name: string;
  protocol: string;
  description: string;
  /** e.g. mqtt://host:1883 */
  link: string;
  /** MQTT over WebSocket on the console's own port, e.g. ws://host:8808/mqtt. */
  wsLink: string;
  certificateName: string;
}

export interface DeviceTag {
  id: number;
  deviceId: number;
  key: string;
  name: string;
  value: string;
}

/** 0 disabled, 1 offline, 2 online. */
export type DeviceStatus = 0 | 1 | 2;

export interface Device extends Credentials, Authorship {
  id: number;
  deptId: number;
  key: string;
  name: string;
  productKey: string;
  desc: string;
  metadataTable: 0 | 1;
  status: DeviceStatus;
  onlineTimeout: number;
  registryTime: Time;
  lastOnlineTime: Time;
  version: string;
  tunnelId: number;
  lng: string;
  lat: string;
  address: string;
  extensionInfo: string;
}

export interface DeviceRow extends Device {
  productName: string;
  /** Filled by the detail only. */
  tsl: Tsl | null;
  product: Product | null;
  tags: DeviceTag[] | null;
  /** Our addition for lists and the running state: the latest value of each property. */
  latest: LatestProperties;
}

/** A reported value and when it was measured (Unix milliseconds). */
export interface TimedValue {
  value: unknown;
  time: number;
}
/** The latest value of each property of a device, by property key. */
export type LatestProperties = Record<string, TimedValue>;

/** SagooIoT's device log types (§7.3), in its order, plus ours for refused messages and refused CONNECTs. */
export const DEVICE_LOG_TYPES = [
  '设备上线',
  '设备下线',
  '事件上报',
  '读取属性',
  '读取属性回复',
  '修改属性',
  '修改属性回复',
  '方法调用',
  '方法调用回复',
  '属性上报',
  '网关批量上报',
  '网关批量上报回复',
  '设备注册',
  '设备解除注册',
  '设备上报版本信息',
  '设备更新进度',
  '设置远程配置下发',
  '设置远程配置下发回复',
  '设置远程请求',
  '属性设置',
  '属性设置回复',
  '消息拒绝',
  '连接拒绝',
  /** A message a device published on one of its product's custom topics: `{topic, payload}`. */
  '自定义主题消息',
] as const;
export type DeviceLogType = (typeof DEVICE_LOG_TYPES)[number];

export interface DeviceLogRow {
  ts: string;
  device: string;
  type: DeviceLogType;
  /** JSON text. */
  content: string;
}

/** One bucket of a downsampled history (`/product/device/property/history`, ours). */
export interface HistoryPoint {
  /** Bucket start, Unix milliseconds. */
  time: number;
  avg: number | null;
  min: number | null;
  max: number | null;
  /** For non-numeric properties: the last value in the bucket. */
  last?: unknown;
  count: number;
}

export interface PropertyHistory {
  deviceKey: string;
  propertyKey: string;
  /** Bucket width in milliseconds (0: raw points). */
  bucketMs: number;
  points: HistoryPoint[];
}

/** Live frames about devices (CONTRACT.md "IoT"). */
export interface DevicePropertyFrame {
  deviceKey: string;
  productKey: string;
  properties: LatestProperties;
}
export interface DeviceStatusFrame {
  deviceKey: string;
  status: DeviceStatus;
  /** Unix milliseconds. */
  time: number;
}
export interface DeviceEventFrame {
  deviceKey: string;
  productKey: string;
  eventKey: string;
  value: Record<string, unknown>;
  time: number;
}
/** The live-channel topic of one device: `device/<deviceKey>`. */
export const deviceTopic = (deviceKey: string) => `device/${deviceKey}`;
