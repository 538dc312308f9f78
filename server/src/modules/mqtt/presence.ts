// Online and offline (sagoo-iot-api.md §9.12, CONTRACT.md "Online state"): online on CONNECT or
// on a message, offline on disconnect or after the device's timeout without a message. Every
// transition is one conditional UPDATE ... RETURNING, so with several processes each happens once;
// each writes a device log line and a live `deviceStatus` frame.
import type { DeviceLogType, DeviceStatus } from '@iot/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { Batcher, DEFAULT_ONLINE_TIMEOUT_S, type DeviceCache, type DeviceEntry } from './devices.ts';
import type { LiveFrames } from './frames.ts';
import type { DeviceRecordSink } from './record-sink.ts';

/** How often silent devices are looked for. */
export const SWEEP_EVERY_MS = 5000;

const iso = (ms: number) => new Date(ms).toISOString();
/** The rows of a raw statement (both drivers answer `{rows}`). */
const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> => ((await db.execute(query)) as { rows: T[] }).rows;

export class Presence {
  constructor(
    private readonly db: Db,
    private readonly telemetry: DeviceRecordSink,
    private readonly frames: LiveFrames,
    private readonly cache: DeviceCache,
  ) {}

  /** Transitions under way: the app waits for them before it closes the database. */
  private readonly running = new Set<Promise<unknown>>();

  private track<T>(work: Promise<T>): Promise<T> {
    this.running.add(work);
    const done = () => void this.running.delete(work);
    work.then(done, done);
    return work;
  }

  /** Resolves once every transition started so far has ended (devices dropping off at shutdown). */
  async settled(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }

  private async changed(device: { id: number; key: string }, status: DeviceStatus, now: number) {
    const type: DeviceLogType = status === 2 ? '设备上线' : '设备下线';
    this.frames.status(device.key, status, now);
    await this.telemetry.enqueue({
      deviceId: device.id,
      time: now,
      log: { type, content: JSON.stringify({ timestamp: now, desc: '' }) },
    });
  }

  /**
   * Offline → online (status 2, lastOnlineTime, registryTime when never set), for all devices
   * coming online in one turn of the event loop at once. A read comes first: any other statement
   * counts as a write and would empty the cached list answers for nothing.
   */
  private onlineBatch = new Batcher<number, number>(async (ids) => {
    const now = Date.now();
    const offline = await rowsOf<{ id: number }>(
      this.db,
      sql`SELECT id FROM iot_device WHERE id = ANY(${sql.param(ids)}::int[]) AND status = 1`,
    );
    if (!offline.length) return new Map();
    const rows = await rowsOf<{ id: number }>(
      this.db,
      sql`
      UPDATE iot_device SET status = 2, last_online_time = ${iso(now)}::timestamptz,
        registry_time = coalesce(registry_time, ${iso(now)}::timestamptz)
      WHERE id = ANY(${sql.param(offline.map((r) => r.id))}::int[]) AND status = 1 RETURNING id`,
    );
    return new Map(rows.map((r) => [r.id, now]));
  });

  online(device: DeviceEntry, now = Date.now()): Promise<void> {
    return this.track(this.goOnline(device, now));
  }

  private async goOnline(device: DeviceEntry, now: number): Promise<void> {
    // Set first: messages arriving meanwhile do not ask again.
    device.seenAt = now;
    if (device.status > 0) device.status = 2;
    const changedAt = await this.onlineBatch.load(device.id);
    if (changedAt !== null) await this.changed(device, 2, changedAt);
    // Counts as activity either way: the sweep measures silence from here.
    else await this.telemetry.enqueue({ deviceId: device.id, time: now });
  }

  /** Online → offline (status 1, lastOnlineTime), batched like online(): each write costs an fsync. */
  private offlineBatch = new Batcher<number, number>(async (ids) => {
    const now = Date.now();
    const rows = await rowsOf<{ id: number }>(
      this.db,
      sql`
      UPDATE iot_device SET status = 1, last_online_time = ${iso(now)}::timestamptz
      WHERE id = ANY(${sql.param(ids)}::int[]) AND status = 2 RETURNING id`,
    );
    return new Map(rows.map((r) => [r.id, now]));
  });

  offline(device: DeviceEntry): Promise<void> {
    return this.track(this.goOffline(device));
  }

  private async goOffline(device: DeviceEntry): Promise<void> {
    device.seenAt = 0;
    if (device.status === 2) device.status = 1;
    const changedAt = await this.offlineBatch.load(device.id);
    if (changedAt !== null) await this.changed(device, 1, changedAt);
  }

  /**
   * A message of the device. This process checks the database only when it has not seen the
   * device for its timeout (it may have gone offline meanwhile), not on every message.
   */
  async seen(device: DeviceEntry, now = Date.now()): Promise<void> {
    if (now - device.seenAt > device.timeoutMs) await this.online(device, now);
    else device.seenAt = now;
  }

  /** A keep-alive ping: activity without a message. */
  async ping(device: DeviceEntry, now = Date.now()): Promise<void> {
    await this.seen(device, now);
    await this.telemetry.enqueue({ deviceId: device.id, time: now });
  }

  /**
   * Marks offline every online device silent for longer than its timeout (its last activity).
   * The UPDATE runs only when a SELECT found one (an UPDATE counts as a write, see online()).
   */
  async sweep(now = Date.now()): Promise<string[]> {
    const silent = sql`d.status = 2
        AND coalesce(
          (SELECT l.active_at FROM iot_device_latest l WHERE l.device_id = d.id),
          d.last_online_time, 'epoch'::timestamptz
        ) < ${iso(now)}::timestamptz - make_interval(secs => CASE WHEN d.online_timeout > 0 THEN d.online_timeout ELSE ${DEFAULT_ONLINE_TIMEOUT_S} END)`;
    const any = await rowsOf(this.db, sql`SELECT 1 FROM iot_device d WHERE ${silent} LIMIT 1`);
    if (!any.length) return [];
    const rows = await rowsOf<{ id: number; key: string }>(
      this.db,
      sql`
      UPDATE iot_device d SET status = 1, last_online_time = ${iso(now)}::timestamptz
      WHERE ${silent} RETURNING d.id, d.key`,
    );
    for (const row of rows) {
      const entry = await this.cache.peek(row.key);
      if (entry) {
        entry.seenAt = 0;
        if (entry.status === 2) entry.status = 1;
      }
      await this.changed(row, 1, now);
    }
    return rows.map((r) => r.key);
  }
}
