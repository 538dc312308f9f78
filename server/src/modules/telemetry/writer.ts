// Writes what devices report in batches: many messages, one SQL statement. A message's promise
// resolves once the statement holding it is committed, so the MQTT side acknowledges (PUBACK) only
// what is stored.
import type { DeviceLogType, LatestProperties } from '@iot/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { TELEMETRY_WRITE } from '../../db/write-watch.ts';
import { addToMinutes, ROLLUP_MARK } from './minutes.ts';

export interface DeviceRecord {
  deviceId: number;
  /** When the message was received, Unix ms (the device's last activity). */
  time: number;
  properties?: LatestProperties;
  log?: { type: DeviceLogType; content: string };
}

export interface WriterOptions {
  /** Records that make a batch due at once. */
  maxBatch?: number;
  /** How long the first record of a batch waits for others. */
  maxDelayMs?: number;
}

interface Waiting {
  record: DeviceRecord;
  resolve(): void;
  reject(err: unknown): void;
}

/** The writer needs only `execute`; tests count statements through a wrapper. */
export type StatementRunner = Pick<Db, 'execute'>;

const iso = (ms: number) => new Date(ms).toISOString();
// PostgreSQL text cannot hold NUL; a device's payload could (values are checked, log text is not).
const noNul = (s: string) => (s.includes('\0') ? s.replaceAll('\0', '\uFFFD') : s);

/** The batch as the statement's column arrays. */
function columnsOf(records: DeviceRecord[]) {
  const tel = {
    device: [] as number[],
    property: [] as string[],
    ts: [] as string[],
    num: [] as (number | null)[],
    val: [] as (string | null)[],
  };
  const log = { device: [] as number[], ts: [] as string[], type: [] as string[], content: [] as string[] };
  // Per device: the newest value of each property (by measured time, later message on a tie) and the last activity.
  const latest = new Map<number, { properties: LatestProperties; activeAt: number }>();
  for (const r of records) {
    const entry = latest.get(r.deviceId) ?? { properties: {}, activeAt: r.time };
    entry.activeAt = Math.max(entry.activeAt, r.time);
    latest.set(r.deviceId, entry);
    for (const [key, tv] of Object.entries(r.properties ?? {})) {
      const before = entry.properties[key];
      if (!before || before.time <= tv.time) entry.properties[key] = tv;
      const { value } = tv;
      tel.device.push(r.deviceId);
      tel.property.push(key);
      tel.ts.push(iso(tv.time));
      if (typeof value === 'number') {
        tel.num.push(Number.isFinite(value) ? value : null);
        tel.val.push(null);
      } else if (typeof value === 'boolean') {
        tel.num.push(value ? 1 : 0);
        tel.val.push(JSON.stringify(value));
      } else {
        tel.num.push(null);
        tel.val.push(value === undefined ? null : JSON.stringify(value));
      }
    }
    if (r.log) {
      log.device.push(r.deviceId);
      log.ts.push(iso(r.time));
      log.type.push(r.log.type);
      log.content.push(noNul(r.log.content));
    }
  }
  const devices = [...latest.keys()];
  return {
    tel,
    log,
    latest: {
      device: devices,
      properties: devices.map((id) => JSON.stringify(latest.get(id)!.properties)),
      activeAt: devices.map((id) => iso(latest.get(id)!.activeAt)),
    },
  };
}

/**
 * The one statement of a batch: history rows (a repeated device/property/time is kept once) and,
 * for those measured before the roll-up mark, their minutes (minutes.ts), the latest values merged per device (a stored value measured later than the new one stays), and the
 * log rows. It starts with TELEMETRY_WRITE: no cached list answer depends on these tables.
 */
export function batchStatement(records: DeviceRecord[]) {
  const { tel, log, latest } = columnsOf(records);
  const p = sql.param;
  return sql`${sql.raw(TELEMETRY_WRITE)} WITH
${ROLLUP_MARK},
history AS (
  INSERT INTO iot_telemetry (device_id, property, ts, num, val)
  SELECT d, p, ts, n, v::jsonb
  FROM unnest(${p(tel.device)}::int[], ${p(tel.property)}::text[], ${p(tel.ts)}::timestamptz[], ${p(tel.num)}::float8[], ${p(tel.val)}::text[]) AS x(d, p, ts, n, v)
  ON CONFLICT DO NOTHING
  RETURNING device_id, property, ts, num, val
),
minutes AS (${addToMinutes('history')}),
latest AS (
  INSERT INTO iot_device_latest AS cur (device_id, properties, active_at)
  SELECT x.d, x.p::jsonb, x.a
  FROM unnest(${p(latest.device)}::int[], ${p(latest.properties)}::text[], ${p(latest.activeAt)}::timestamptz[]) AS x(d, p, a)
  -- A device deleted meanwhile is skipped rather than failing the batch on the foreign key.
  JOIN iot_device dev ON dev.id = x.d
  ON CONFLICT (device_id) DO UPDATE SET
    properties = cur.properties || (
      SELECT coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb)
      FROM jsonb_each(excluded.properties) AS e
      WHERE coalesce((cur.properties -> e.key ->> 'time')::float8, 0) <= (e.value ->> 'time')::float8
    ),
    active_at = greatest(cur.active_at, excluded.active_at)
),
logs AS (
  INSERT INTO iot_device_log (device_id, ts, type, content)
  SELECT * FROM unnest(${p(log.device)}::int[], ${p(log.ts)}::timestamptz[], ${p(log.type)}::text[], ${p(log.content)}::text[])
)
SELECT 1 AS done`;
}

/**
 * Collects records and writes them in batches: a batch is due when `maxBatch` records wait or
 * `maxDelayMs` after its first record; one batch is written at a time and the next one gathers
 * meanwhile (written as soon as the previous one is committed).
 */
export class TelemetryWriter {
  private pending: Waiting[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private closed = false;
  private readonly maxBatch: number;
  private readonly maxDelayMs: number;

  constructor(
    private readonly db: StatementRunner,
    opts: WriterOptions = {},
  ) {
    this.maxBatch = opts.maxBatch ?? 1000;
    this.maxDelayMs = opts.maxDelayMs ?? 20;
  }

  /** Resolves when the batch holding the record is committed; rejects when that batch fails. */
  enqueue(record: DeviceRecord): Promise<void> {
    if (this.closed) return Promise.reject(new Error('the telemetry writer is closed'));
    return new Promise<void>((resolve, reject) => {
      this.pending.push({ record, resolve, reject });
      if (this.running) return;
      if (this.pending.length >= this.maxBatch) this.start();
      else this.timer ??= setTimeout(() => this.start(), this.maxDelayMs);
    });
  }

  /** Marks devices active at `atMs` (pings, connects) without values or a log line. */
  touchDevices(deviceIds: number[], atMs: number): Promise<void> {
    return Promise.all(deviceIds.map((deviceId) => this.enqueue({ deviceId, time: atMs }))).then(() => undefined);
  }

  /** Records waiting to be written. */
  get waiting(): number {
    return this.pending.length;
  }

  /** Writes what waits now and resolves when everything enqueued so far is written (or failed). */
  async flush(): Promise<void> {
    if (this.pending.length && !this.running) this.start();
    while (this.running) await this.running;
  }

  /** Refuses new records and writes those waiting. */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }

  private start() {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.running = this.drain();
  }

  private async drain() {
    try {
      while (this.pending.length) {
        const batch = this.pending.splice(0, this.maxBatch);
        try {
          await this.db.execute(batchStatement(batch.map((w) => w.record)));
          for (const w of batch) w.resolve();
        } catch (err) {
          for (const w of batch) w.reject(err);
        }
      }
    } finally {
      // In the same tick as the last check of `pending`: a record enqueued later starts a new run.
      this.running = null;
    }
  }
}
