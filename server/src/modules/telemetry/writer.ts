// Writes what devices report in batches: many messages, one SQL statement. A message's promise
// resolves once the statement holding it is committed, so the MQTT side acknowledges (PUBACK) only
// what is stored. The statement is sent as text and array parameters built here (not through the
// query builder) and prepared once per connection: building it was a tenth of the server's time
// under load (README "Where ingestion time goes").
import type { DeviceLogType, LatestProperties } from '@iot/contract';
import { numberArray, separatedTexts, separatedTextsSql, textArray, TEXT_SEPARATOR } from '../../db/array-literal.ts';
import type { RawQuery } from '../../db/client.ts';
import { TELEMETRY_WRITE } from '../../db/write-watch.ts';
import { addToMinutesSql, ROLLED_UP_SQL, ROLLUP_MARK_SQL } from './minutes.ts';

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
  /**
   * Batches written at once, each for its share of the devices. On PostgreSQL two overlap, so the
   * server builds the next batch while the database stores the last; PGlite runs one statement at
   * a time anyway.
   */
  parallel?: number;
}

interface Waiting {
  record: DeviceRecord;
  resolve(): void;
  reject(err: unknown): void;
}

/** The writer needs only raw statements (Database.query); tests count statements through a wrapper. */
export interface StatementRunner {
  query: RawQuery;
}

// PostgreSQL text cannot hold NUL, and log texts travel joined by TEXT_SEPARATOR; a device's payload
// could hold either (values are checked, log text is not): both become U+FFFD.
const unsafe = new RegExp(`[\0${TEXT_SEPARATOR}]`);
const unsafeAll = new RegExp(unsafe.source, 'g');
const safeText = (s: string) => (unsafe.test(s) ? s.replace(unsafeAll, '\uFFFD') : s);

/** The batch as the statement's column arrays (times as Unix ms: turned into timestamps by PostgreSQL, cheaper than ISO text here). */
function columnsOf(records: DeviceRecord[]) {
  const tel = {
    device: [] as number[],
    property: [] as string[],
    ts: [] as number[],
    num: [] as (number | null)[],
    val: [] as (string | null)[],
  };
  const log = { device: [] as number[], ts: [] as number[], type: [] as string[], content: [] as string[] };
  // Per device: the newest value of each property (by measured time, later message on a tie) and the last activity.
  const latest = new Map<number, { properties: LatestProperties; activeAt: number }>();
  for (const r of records) {
    const entry = latest.get(r.deviceId) ?? { properties: {}, activeAt: r.time };
    entry.activeAt = Math.max(entry.activeAt, r.time);
    latest.set(r.deviceId, entry);
    if (r.properties)
      for (const key in r.properties) {
        const tv = r.properties[key];
        const before = entry.properties[key];
        if (!before || before.time <= tv.time) entry.properties[key] = tv;
        const { value } = tv;
        tel.device.push(r.deviceId);
        tel.property.push(key);
        tel.ts.push(tv.time);
        if (typeof value === 'number') {
          tel.num.push(value);
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
      log.ts.push(r.time);
      log.type.push(r.log.type);
      log.content.push(safeText(r.log.content));
    }
  }
  // In id order: two batches written at once then lock their devices' latest rows in the same order (no deadlock).
  const devices = [...latest.keys()].sort((a, b) => a - b);
  return {
    tel,
    log,
    latest: {
      device: devices,
      properties: devices.map((id) => JSON.stringify(latest.get(id)!.properties)),
      activeAt: devices.map((id) => latest.get(id)!.activeAt),
    },
  };
}

/**
 * The one statement of a batch: history rows (a repeated device/property/time is kept once) and,
 * for those measured before the writers' roll-up mark, their minutes (minutes.ts), the latest values merged
 * per device (a stored value measured later than the new one stays), and the log rows. It starts
 * with TELEMETRY_WRITE: no cached list answer depends on these tables.
 */
const BATCH_SQL = `${TELEMETRY_WRITE} WITH
${ROLLUP_MARK_SQL},
history AS (
  INSERT INTO iot_telemetry (device_id, property, ts, num, val, rolled_up)
  SELECT d, p, to_timestamp(ms / 1000), n, v::jsonb, ${ROLLED_UP_SQL('to_timestamp(ms / 1000)')}
  FROM unnest($1::int[], $2::text[], $3::float8[], $4::float8[], $5::text[]) AS x(d, p, ms, n, v)
  ON CONFLICT DO NOTHING
  RETURNING device_id, property, ts, num, val, rolled_up
),
minutes AS (${addToMinutesSql('history')}),
latest AS (
  INSERT INTO iot_device_latest AS cur (device_id, properties, active_at)
  SELECT x.d, x.p::jsonb, to_timestamp(x.ms / 1000)
  FROM unnest($6::int[], ${separatedTextsSql('$7')}, $8::float8[]) AS x(d, p, ms)
  -- A device deleted meanwhile is skipped rather than failing the batch on the foreign key.
  JOIN iot_device dev ON dev.id = x.d
  ORDER BY x.d
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
  SELECT d, to_timestamp(ms / 1000), t, c
  FROM unnest($9::int[], $10::float8[], $11::text[], ${separatedTextsSql('$12')}) AS x(d, ms, t, c)
)
SELECT 1 AS done`;

/** The batch statement's name: prepared once per PostgreSQL connection. */
const BATCH_NAME = 'iot_telemetry_batch';

/** The statement and its parameters for a batch of records. */
export function batchStatement(records: DeviceRecord[]): { text: string; values: string[]; name: string } {
  const { tel, log, latest } = columnsOf(records);
  return {
    text: BATCH_SQL,
    name: BATCH_NAME,
    values: [
      numberArray(tel.device),
      textArray(tel.property),
      numberArray(tel.ts),
      numberArray(tel.num),
      textArray(tel.val),
      numberArray(latest.device),
      separatedTexts(latest.properties),
      numberArray(latest.activeAt),
      numberArray(log.device),
      numberArray(log.ts),
      textArray(log.type),
      separatedTexts(log.content),
    ],
  };
}

/** A deadlock or serialization failure: the batch is tried again (rows touched by two batches at once). */
const retriable = (err: unknown) => ['40P01', '40001'].includes((err as { code?: string }).code ?? '');
const ATTEMPTS = 3;

/** One share of the devices (device_id % parallel): its records and the lane writing them. */
interface Share {
  pending: Waiting[];
  /**
   * Records of activity alone (keep-alive pings): written after the messages waiting. Devices that
   * connected together ping together, thousands at once; in front of the messages they held every
   * message (and its live frame) back by seconds.
   */
  touches: Waiting[];
  timer: NodeJS.Timeout | undefined;
  /** The lane writing the share's batches one after another, settled when nothing is left. */
  lane: { done: Promise<void> } | undefined;
}

const waitingIn = (share: Share) => share.pending.length + share.touches.length;

/**
 * Collects records and writes them in batches: a batch is due when `maxBatch` records wait or
 * `maxDelayMs` after its first record, and while one is written the next gathers. With `parallel`
 * lanes, each writes the devices of its share (device_id % parallel): two batches written at once
 * never hold the same device, so neither waits for the other's commit (on PostgreSQL a batch
 * waited for the other's latest-value rows in a sixth of the samples under load), and a device's
 * records are written in the order they came.
 */
export class TelemetryWriter {
  private readonly shares: Share[];
  private closed = false;
  private readonly maxBatch: number;
  private readonly maxDelayMs: number;

  constructor(
    private readonly db: StatementRunner,
    opts: WriterOptions = {},
  ) {
    this.maxBatch = opts.maxBatch ?? 1000;
    this.maxDelayMs = opts.maxDelayMs ?? 20;
    this.shares = Array.from({ length: Math.max(1, opts.parallel ?? 1) }, () => ({
      pending: [],
      touches: [],
      timer: undefined,
      lane: undefined,
    }));
  }

  /** Resolves when the batch holding the record is committed; rejects when that batch fails. */
  enqueue(record: DeviceRecord): Promise<void> {
    if (this.closed) return Promise.reject(new Error('the telemetry writer is closed'));
    return new Promise<void>((resolve, reject) => {
      const share = this.shares[record.deviceId % this.shares.length];
      (record.properties || record.log ? share.pending : share.touches).push({ record, resolve, reject });
      if (share.lane) return; // its lane takes it after the batch being written
      if (waitingIn(share) >= this.maxBatch) this.start(share);
      else share.timer ??= setTimeout(() => this.start(share), this.maxDelayMs);
    });
  }

  /** Marks devices active at `atMs` (pings, connects) without values or a log line. */
  touchDevices(deviceIds: number[], atMs: number): Promise<void> {
    return Promise.all(deviceIds.map((deviceId) => this.enqueue({ deviceId, time: atMs }))).then(() => undefined);
  }

  /** Records waiting to be written. */
  get waiting(): number {
    return this.shares.reduce((n, share) => n + waitingIn(share), 0);
  }

  /** Writes what waits now and resolves when everything enqueued so far is written (or failed). */
  async flush(): Promise<void> {
    for (const share of this.shares) if (waitingIn(share) && !share.lane) this.start(share);
    for (;;) {
      const lanes = this.shares.flatMap((share) => (share.lane ? [share.lane.done] : []));
      if (!lanes.length) return;
      await Promise.all(lanes);
    }
  }

  /** Refuses new records and writes those waiting. */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }

  private start(share: Share) {
    clearTimeout(share.timer);
    share.timer = undefined;
    const lane = { done: Promise.resolve() };
    share.lane = lane;
    lane.done = this.drain(share, lane);
  }

  private async drain(share: Share, lane: { done: Promise<void> }) {
    try {
      while (waitingIn(share)) {
        // Messages first; activity alone fills the room they leave.
        const batch = share.pending.splice(0, this.maxBatch);
        if (batch.length < this.maxBatch) batch.push(...share.touches.splice(0, this.maxBatch - batch.length));
        try {
          await this.write(batch);
          for (const w of batch) w.resolve();
        } catch (err) {
          for (const w of batch) w.reject(err);
        }
      }
    } finally {
      // In the same tick as the last check of the queue: a record enqueued later starts the lane again.
      if (share.lane === lane) share.lane = undefined;
    }
  }

  private async write(batch: Waiting[]) {
    const { text, values, name } = batchStatement(batch.map((w) => w.record));
    for (let attempt = 1; ; attempt++) {
      try {
        await this.db.query(text, values, name);
        return;
      } catch (err) {
        if (attempt >= ATTEMPTS || !retriable(err)) throw err;
      }
    }
  }
}
