// Every module of the server, in the order the app registers their routes. Each one brings its
// routes (a Fastify plugin), messages and seed rows; its tables are listed in db/schema.ts.
import { alarmModule } from './alarm/index.ts';
import { analysisModule } from './analysis/index.ts';
import { authModule } from './auth/index.ts';
import { commandModule } from './command/index.ts';
import { configModule } from './config/index.ts';
import { consoleModule } from './console/index.ts';
import { deptModule } from './dept/index.ts';
import { deviceModule } from './device/index.ts';
import { dictModule } from './dict/index.ts';
import { healthModule } from './health/index.ts';
import { jobModule } from './job/index.ts';
import { liveModule } from './live/index.ts';
import { loginLogModule } from './loginlog/index.ts';
import { menuModule } from './menu/index.ts';
import { monitorModule } from './monitor/index.ts';
import { mqttModule } from './mqtt/index.ts';
import { noticeModule } from './notice/index.ts';
import { operLogModule } from './operlog/index.ts';
import { personalModule } from './personal/index.ts';
import { postModule } from './post/index.ts';
import { productModule } from './product/index.ts';
import { roleModule } from './role/index.ts';
import { scriptModule } from './script/index.ts';
import { telemetryModule } from './telemetry/index.ts';
import { uploadModule } from './upload/index.ts';
import { userModule } from './user/index.ts';

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
