// Telemetry: checks reported values against the object model, stores them in batches (history,
// latest values, device log) and serves the reads. What is older than the retention is deleted by the
// built-in scheduled job `telemetryRetention` (job module), which runs once per firing across processes.
// Above the device module: it gives the device lists their latest values and removes a device's
// data with it through the `deviceData` service (context.ts).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { paramInt, PARAM_KEYS } from '../config/index.ts';
import { defineModule } from '../module.ts';
import { telemetryMessages } from './messages.ts';
import telemetryRoutes from './routes.ts';
import { TelemetryWriter } from './writer.ts';
import { sweepMinutes, SWEEP_EVERY_MS } from './minutes.ts';
import { deviceData } from './device-data.ts';

export { checkEventOutputs, checkParams, checkProperties, checkValue, toMs, type Rejection } from './values.ts';
export { TelemetryWriter, type DeviceRecord, type WriterOptions } from './writer.ts';
export { EVENT_LOG_TYPE } from './logs.ts';
export { insertSyntheticHistory } from './synthetic.ts';
export { sweepMinutes } from './minutes.ts';
export { deleteExpired } from './retention.ts';
export { appendDeviceLog, deviceLatestView, deviceLogView } from './device-data.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's one telemetry writer (the MQTT module enqueues what devices report). */
    telemetry: TelemetryWriter;
  }
}

/** Days kept: the system parameter iot.telemetry.retentionDays, else the env setting (`fallback`). */
export const retentionDays = (db: Db, fallback: number) => paramInt(db, PARAM_KEYS.telemetryRetentionDays, fallback);

async function telemetryPlugin(app: FastifyInstance) {
  const { database } = app.ctx;
  const writer = new TelemetryWriter(database, { parallel: database.kind === 'postgres' ? 2 : 1 });
  app.decorate('telemetry', writer);
  // The app closes before the database (main.ts, test helpers): what waits is written first.
  // The roll-up of the last seconds' history rows (minutes.ts). A sweep that fails is tried again
  // at the next; reads do not depend on it (the rows it has not folded are read raw).
  // One sweep at a time: a slow fold may outlast the interval.
  let sweeping: Promise<unknown> | null = null;
  const sweeps = setInterval(() => {
    sweeping ??= sweepMinutes(database.db)
      .catch((err: unknown) => app.log.error({ err }, 'telemetry roll-up sweep'))
      .finally(() => (sweeping = null));
  }, SWEEP_EVERY_MS);
  sweeps.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweeps);
    await writer.close();
    await sweeping;
  });
  await telemetryRoutes(app);
}

export const telemetryModule = defineModule({
  name: 'telemetry',
  routes: telemetryPlugin,
  decoratesApp: true,
  messages: telemetryMessages,
  provides: { deviceData },
});
