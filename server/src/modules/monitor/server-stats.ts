// The server monitor (GFast §3.12): the machine, the Node process (in GFast's `go*` fields), the
// disks, the database and the MQTT broker, as one flat object.
import { statfs } from 'node:fs/promises';
import os from 'node:os';
import type { MonitorDisk, MonitorServer } from '@iot/contract';
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { deviceView as devices } from '../device/index.ts';
import { formatTime } from '../../lib/time.ts';

const startedAt = new Date(Date.now() - Math.round(process.uptime() * 1000));
const round2 = (n: number) => Math.round(n * 100) / 100;
const percent = (part: number, whole: number) => (whole > 0 ? round2((part / whole) * 100) : 0);

/** CPU busy share over `ms`, from the kernel's per-core counters (GFast samples one second). */
async function cpuPercent(ms: number): Promise<number> {
  const sample = () =>
    os.cpus().reduce(
      (acc, c) => {
        const t = c.times;
        acc.idle += t.idle;
        acc.total += t.user + t.nice + t.sys + t.irq + t.idle;
        return acc;
      },
      { idle: 0, total: 0 },
    );
  const a = sample();
  await new Promise((r) => setTimeout(r, ms));
  const b = sample();
  const total = b.total - a.total;
  return total > 0 ? percent(total - (b.idle - a.idle), total) : 0;
}

/** statfs' file-system magic numbers (linux/magic.h) for the usual ones; others show in hex. */
const FS_NAMES: Record<number, string> = {
  0xef53: 'ext4',
  0x58465342: 'xfs',
  0x9123683e: 'btrfs',
  0x01021994: 'tmpfs',
  0x794c7630: 'overlay',
  0x6969: 'nfs',
  0x65735546: 'fuse',
  0x2fc12fc1: 'zfs',
  0x4d44: 'vfat',
  0x5346544e: 'ntfs',
};

/** The disk holding the working directory and, when elsewhere, the data directory. */
async function disks(paths: string[]): Promise<MonitorDisk[]> {
  const out: MonitorDisk[] = [];
  const seen = new Set<string>();
  for (const path of paths) {
    try {
      const s = await statfs(path);
      const key = `${s.type}:${s.blocks}:${s.bfree}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const total = s.blocks * s.bsize;
      const free = s.bavail * s.bsize;
      const used = total - s.bfree * s.bsize;
      const inodesUsed = s.files - s.ffree;
      out.push({
        path,
        fstype: FS_NAMES[s.type] ?? `0x${s.type.toString(16)}`,
        total,
        free,
        used,
        usedPercent: percent(used, used + free),
        inodesTotal: s.files,
        inodesUsed,
        inodesFree: s.ffree,
        inodesUsedPercent: percent(inodesUsed, s.files),
      });
    } catch {
      // A path that is gone or not readable is left out rather than failing the whole answer.
    }
  }
  return out;
}

function firstIp(): string {
  for (const list of Object.values(os.networkInterfaces()))
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  return '127.0.0.1';
}

async function databaseStats(database: Database): Promise<MonitorServer['database']> {
  const { db, kind } = database;
  const result = await db.execute(
    kind === 'postgres'
      ? sql`select current_setting('server_version') as version, pg_database_size(current_database())::text as size,
            (select count(*) from pg_stat_activity where datname = current_database())::text as connections`
      : // PGlite is one embedded connection; its size is what its pages take.
        sql`select current_setting('server_version') as version,
            (select coalesce(sum(pg_total_relation_size(c.oid)), 0) from pg_class c where c.relkind in ('r','i','t','m'))::text as size,
            '1' as connections`,
  );
  // db.execute answers `{ rows }` on both drivers; drizzle types it loosely.
  const [info] = (result as unknown as { rows: { version: string; size: string; connections: string }[] }).rows;
  return {
    engine: kind,
    version: info?.version ?? '',
    size: Number(info?.size ?? 0),
    connections: Number(info?.connections ?? 0),
  };
}

export async function serverStats(
  database: Database,
  /** The broker's messages since start and per second over its window (measured by the broker, not here). */
  mqtt: { received: number; perSecond: number },
  dataDir: string | undefined,
): Promise<MonitorServer> {
  const [cpuUsed, diskList, dbStats, [online]] = await Promise.all([
    cpuPercent(500),
    disks([process.cwd(), ...(dataDir ? [dataDir] : [])]),
    databaseStats(database),
    database.db.select({ n: count() }).from(devices).where(eq(devices.status, 2)),
  ]);
  const memTotal = os.totalmem();
  const memFree = os.freemem();
  const mem = process.memoryUsage();
  const [, load5, load15] = os.loadavg();
  return {
    cpuNum: os.cpus().length,
    cpuUsed,
    cpuAvg5: load5.toFixed(2),
    cpuAvg15: load15.toFixed(2),
    memTotal,
    memUsed: memTotal - memFree,
    memFree,
    memUsage: percent(memTotal - memFree, memTotal),
    goTotal: 0,
    goUsed: mem.rss,
    goFree: 0,
    goUsage: percent(mem.rss, memTotal),
    sysComputerName: os.hostname(),
    sysOsName: `${os.type()} ${os.release()}`,
    sysComputerIp: firstIp(),
    sysOsArch: os.arch(),
    goName: 'Node.js',
    goVersion: process.version,
    goStartTime: formatTime(startedAt) ?? '',
    goRunTime: Math.round(process.uptime()),
    goHome: process.execPath,
    goUserDir: process.cwd(),
    diskList,
    heapUsed: mem.heapUsed,
    heapTotal: mem.heapTotal,
    database: dbStats,
    mqtt: {
      connectedDevices: online?.n ?? 0,
      messagesPerSecond: mqtt.perSecond,
      messagesTotal: mqtt.received,
    },
  };
}
