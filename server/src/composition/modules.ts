// Every module of the server, in the order the app registers their routes. Each one brings its
// routes (a Fastify plugin), messages and seed rows (defineModule, modules/module.ts); its tables
// are listed in schema.ts here. The composition is the only code that knows every module.
import type { AccessProvider } from '../access/rights.ts';
import type { Db } from '../db/client.ts';
import { alarmModule } from '../modules/alarm/index.ts';
import { analysisModule } from '../modules/analysis/index.ts';
import { authModule } from '../modules/auth/index.ts';
import { commandModule } from '../modules/command/index.ts';
import { configModule } from '../modules/config/index.ts';
import { consoleModule } from '../modules/console/index.ts';
import { deptModule } from '../modules/dept/index.ts';
import { deviceModule } from '../modules/device/index.ts';
import { dictModule } from '../modules/dict/index.ts';
import { healthModule } from '../modules/health/index.ts';
import { jobModule } from '../modules/job/index.ts';
import { liveModule } from '../modules/live/index.ts';
import { loginLogModule } from '../modules/loginlog/index.ts';
import { menuModule } from '../modules/menu/index.ts';
import { monitorModule } from '../modules/monitor/index.ts';
import { mqttModule } from '../modules/mqtt/index.ts';
import { noticeModule } from '../modules/notice/index.ts';
import { operLogModule } from '../modules/operlog/index.ts';
import { personalModule } from '../modules/personal/index.ts';
import { postModule } from '../modules/post/index.ts';
import { productModule } from '../modules/product/index.ts';
import { roleModule } from '../modules/role/index.ts';
import { scriptModule } from '../modules/script/index.ts';
import { telemetryModule } from '../modules/telemetry/index.ts';
import { uploadModule } from '../modules/upload/index.ts';
import { userModule } from '../modules/user/index.ts';

export const modules = [
  consoleModule,
  healthModule,
  liveModule,
  authModule,
  // Right after the login: its hooks record the writes of every module registered after it.
  operLogModule,
  // Departments and posts before the accounts: the account seed places users in them.
  deptModule,
  postModule,
  userModule,
  roleModule,
  menuModule,
  dictModule,
  noticeModule,
  loginLogModule,
  personalModule,
  // Products before devices: the device seed makes devices of the demo product.
  productModule,
  deviceModule,
  telemetryModule,
  // Before the broker and the commands: they run the products' scripts through `app.scripts`.
  scriptModule,
  mqttModule,
  // After the broker: commands go out through `app.mqtt`.
  commandModule,
  // After the broker: rules hear of device activity through `app.mqtt.observe`.
  alarmModule,
  // After the broker: the server monitor reads `app.mqtt`'s counters.
  monitorModule,
  // Reads devices, device logs, products and alarm logs: after the modules that own them.
  analysisModule,
  // Parameters before the jobs: the built-in jobs read them.
  configModule,
  // Reads the upload limits from the parameters.
  uploadModule,
  // Last: its built-in handlers call the telemetry and operation log modules.
  jobModule,
] as const;

/** What access control reads, from the one module that provides it. */
export function accessProvider(): AccessProvider {
  const providers = modules.flatMap((m) => (m.access ? [m.access] : []));
  if (providers.length !== 1) throw new Error(`${providers.length} modules provide access control; one must`);
  return providers[0];
}

/** Runs every module's work at start (main.ts: after the seed, before listening). */
export async function startModules(db: Db): Promise<void> {
  for (const m of modules) await m.atStart?.(db);
}
