// The broker's view of devices: what it needs per message (ids, status, credentials, the object
// model), read once per device key and kept until the bus says the device or its product changed
// (keys that are no device are not kept).
import type { AuthType, TopicAccess, Tsl } from '@iot/contract';
import type { Db } from '../../db/client.ts';
import {
  devicesWithKeys,
  productsWithIds,
  topicsOfProducts,
  type DeviceRecord,
  type ProductRecord,
} from '../device/index.ts';

/** Default online timeout (seconds) when a device sets none. */
export const DEFAULT_ONLINE_TIMEOUT_S = 60;

export interface Credentials {
  authType: AuthType;
  authUser: string;
  authPasswd: string;
  accessToken: string;
}

/** A custom topic of the product as the broker checks it. */
export interface CustomTopic {
  topic: string;
  access: TopicAccess;
}

export interface DeviceEntry {
  id: number;
  key: string;
  name: string;
  /** 0 disabled, 1 offline, 2 online, as last read (the broker keeps the online part itself). */
  status: number;
  /** Milliseconds without a message before the device counts as offline. */
  timeoutMs: number;
  productId: number;
  productKey: string;
  /** 1 published. */
  productStatus: number;
  deviceType: string;
  /** The device's own credentials when it has any, else the product's. */
  credentials: Credentials;
  tsl: Tsl;
  /** The product's payload script ("" none): each message goes through its `parse` (modules/script). */
  script?: string;
  /**
   * The product's custom topics (`{deviceKey}` as written) and what the device may do on each: the
   * broker's ACL beside the system topics (auth.ts customAccess), read with the product.
   */
  topics?: CustomTopic[];
  /** When this process last saw a message of the device (0: not since the entry was read). */
  seenAt: number;
}

/** Devices may connect and their messages count only when enabled and of a published product. */
export const isActive = (d: DeviceEntry | null): d is DeviceEntry => !!d && d.status > 0 && d.productStatus === 1;

/** The device's own credentials apply when any of them is set (SagooIoT's helper), else the product's. */
export function effectiveCredentials(
  device: Credentials & { certificateId: number },
  product: Credentials,
): Credentials {
  const own = device.authUser || device.authPasswd || device.accessToken || device.certificateId;
  if (!own) return pick(product);
  return { ...pick(device), authType: (device.authType || product.authType) as AuthType };
}

const pick = (c: Credentials): Credentials => ({
  authType: c.authType,
  authUser: c.authUser,
  authPasswd: c.authPasswd,
  accessToken: c.accessToken,
});

/**
 * Collects the keys asked for in one turn of the event loop and reads them with one query: a
 * thousand devices connecting at once cost a few statements, not a thousand.
 */
export class Batcher<K, V> {
  private waiting = new Map<K, { resolve(v: V | null): void; reject(err: unknown): void }[]>();
  private scheduled = false;

  constructor(private readonly fetchMany: (keys: K[]) => Promise<Map<K, V>>) {}

  load(key: K): Promise<V | null> {
    return new Promise((resolve, reject) => {
      const list = this.waiting.get(key) ?? [];
      list.push({ resolve, reject });
      this.waiting.set(key, list);
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush() {
    this.scheduled = false;
    const batch = this.waiting;
    this.waiting = new Map();
    const keys = [...batch.keys()];
    for (let i = 0; i < keys.length; i += 1000) {
      const chunk = keys.slice(i, i + 1000);
      try {
        const found = await this.fetchMany(chunk);
        for (const k of chunk) for (const w of batch.get(k)!) w.resolve(found.get(k) ?? null);
      } catch (err) {
        for (const k of chunk) for (const w of batch.get(k)!) w.reject(err);
      }
    }
  }
}

type ProductRow = ProductRecord & { topics: CustomTopic[] };

export class DeviceCache {
  private entries = new Map<string, Promise<DeviceEntry | null>>();
  private products = new Map<number, Promise<ProductRow | null>>();
  private deviceBatch: Batcher<string, DeviceRecord>;
  private productBatch: Batcher<number, ProductRow>;

  constructor(private readonly db: Db) {
    this.deviceBatch = new Batcher(async (keys) => {
      const rows = await devicesWithKeys(db, keys);
      return new Map(rows.map((r) => [r.key, r]));
    });
    this.productBatch = new Batcher(async (ids) => {
      const [rows, topics] = await Promise.all([productsWithIds(db, ids), topicsOfProducts(db, ids)]);
      return new Map(rows.map((r) => [r.id, { ...r, topics: topics.get(r.id) ?? [] }]));
    });
  }

  /** The device with this key, or null when there is none. */
  get(key: string): Promise<DeviceEntry | null> {
    let entry = this.entries.get(key);
    if (!entry) {
      const loading = this.load(key);
      entry = loading;
      this.entries.set(key, loading);
      // A failed read is not remembered: the next message tries again. Neither is a key that is no
      // device: anyone may name keys (CONNECT, the broker hooks), and the cache would grow with them.
      const forget = () => {
        if (this.entries.get(key) === loading) this.entries.delete(key);
      };
      loading.then((found) => found ?? forget(), forget);
    }
    return entry;
  }

  /** The entry if it is already read (no database access). */
  async peek(key: string): Promise<DeviceEntry | null | undefined> {
    const entry = this.entries.get(key);
    return entry ? entry.catch(() => undefined) : undefined;
  }

  /** Forgets these devices, or those of these products, or everything. */
  async drop(keys?: string[], productKeys?: string[]) {
    if (!keys && !productKeys) {
      this.entries.clear();
      this.products.clear();
      return;
    }
    for (const k of keys ?? []) this.entries.delete(k);
    if (!productKeys?.length) return;
    const wanted = new Set(productKeys);
    for (const [id, p] of [...this.products]) {
      const row = await p.catch(() => null);
      if (!row || wanted.has(row.key)) this.products.delete(id);
    }
    for (const [k, p] of [...this.entries]) {
      const e = await p.catch(() => null);
      if (!e || wanted.has(e.productKey)) this.entries.delete(k);
    }
  }

  private product(id: number): Promise<ProductRow | null> {
    let p = this.products.get(id);
    if (!p) {
      p = this.productBatch.load(id);
      this.products.set(id, p);
      p.catch(() => this.products.delete(id));
    }
    return p;
  }

  private async load(key: string): Promise<DeviceEntry | null> {
    const d = await this.deviceBatch.load(key);
    if (!d) return null;
    const p = await this.product(d.productId);
    if (!p) return null;
    return {
      id: d.id,
      key: d.key,
      name: d.name,
      status: d.status,
      timeoutMs: (d.onlineTimeout > 0 ? d.onlineTimeout : DEFAULT_ONLINE_TIMEOUT_S) * 1000,
      productId: p.id,
      productKey: p.key,
      productStatus: p.status,
      deviceType: p.deviceType,
      credentials: effectiveCredentials(d as Credentials & { certificateId: number }, p as Credentials),
      tsl: p.metadata,
      script: p.scriptInfo,
      topics: p.topics,
      seenAt: 0,
    };
  }
}
