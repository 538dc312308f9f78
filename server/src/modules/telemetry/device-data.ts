// What the modules below read and remove of what devices reported: the `deviceData` service the
// device module's lists and deletes use (context.ts), the device log lines other modules append,
// and read-only query helpers for the modules above (index.ts).
import type { DeviceLogType } from '@iot/contract';
import { inArray } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { ModuleServices } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { deviceLatest, deviceLogs, telemetry, telemetryMinutes } from './schema.ts';

/** The `deviceData` service (context.ts). */
export const deviceData: ModuleServices['deviceData'] = {
  latestOf: (db, deviceIds) =>
    db
      .select({ deviceId: deviceLatest.deviceId, properties: deviceLatest.properties })
      .from(deviceLatest)
      .where(inArray(deviceLatest.deviceId, deviceIds)),
  async removeOf(tx, ids) {
    if (!ids.length) return;
    await tx.delete(telemetry).where(inArray(telemetry.deviceId, ids));
    await tx.delete(telemetryMinutes).where(inArray(telemetryMinutes.deviceId, ids));
    await tx.delete(deviceLogs).where(inArray(deviceLogs.deviceId, ids));
    await tx.delete(deviceLatest).where(inArray(deviceLatest.deviceId, ids));
  },
};

/** Adds a line to a device's log (the commands log what they send and what comes back). */
export const appendDeviceLog = (db: Db, deviceId: number, type: DeviceLogType, content: string) =>
  db.insert(deviceLogs).values({ deviceId, type, content });

const qb = new QueryBuilder();

/**
 * Query helpers: the device log and the latest values as other modules' reads join them (the
 * overview's message figures, the cron rules' latest values), read-only subqueries under their
 * tables' own names.
 */
export const deviceLogView = qb
  .select({ id: deviceLogs.id, deviceId: deviceLogs.deviceId, ts: deviceLogs.ts, type: deviceLogs.type })
  .from(deviceLogs)
  .as('iot_device_log');

export const deviceLatestView = qb
  .select({ deviceId: deviceLatest.deviceId, properties: deviceLatest.properties })
  .from(deviceLatest)
  .as('iot_device_latest');
