// Every module of the server. Each one brings its routes (a Fastify plugin), messages, seed rows
// and the services it gives the modules below it (defineModule, modules/module.ts); its tables are
// listed in schema.ts here. The composition is the only code that knows every module.
//
// The list runs from the bottom up: a module imports only modules before it (the organisation:
// dept, post, menu, role, user, loginlog, auth; the IoT side: script, device, telemetry, live,
// mqtt, command, alarm, analysis, automation), and its seed rows come after theirs. The app registers them
// in the order of their `dependencies` (the services they take from another module's plugin:
// `app.mqtt`, `app.telemetry`, `app.scripts`, `app.liveHub`, `app.ctx.live`), the list's order
// otherwise; the check below refuses a dependency that is unknown or closes a cycle.
import type { AccessProvider } from '../access/rights.ts';
import { SERVICE_NAMES, type ModuleServices } from '../context.ts';
import type { Db } from '../db/client.ts';
import { alarmModule } from '../modules/alarm/index.ts';
import { analysisModule } from '../modules/analysis/index.ts';
import { authModule } from '../modules/auth/index.ts';
import { automationModule } from '../modules/automation/index.ts';
import { codegenModule } from '../modules/codegen/index.ts';
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
import { roleModule } from '../modules/role/index.ts';
import { scriptModule } from '../modules/script/index.ts';
import { telemetryModule } from '../modules/telemetry/index.ts';
import { uploadModule } from '../modules/upload/index.ts';
import { userModule } from '../modules/user/index.ts';

const listed = [
  consoleModule,
  configModule,
  dictModule,
  // The organisation, from the departments up to the logins.
  deptModule,
  postModule,
  menuModule,
  roleModule,
  userModule,
  loginLogModule,
  authModule,
  personalModule,
  noticeModule,
  uploadModule,
  operLogModule,
  // The IoT side: payload scripts, products and devices, what they report, the live channel that
  // shows it, the broker, then what builds on the broker.
  scriptModule,
  deviceModule,
  telemetryModule,
  liveModule,
  mqttModule,
  commandModule,
  alarmModule,
  analysisModule,
  automationModule,
  monitorModule,
  jobModule,
  // The code generator reads the menus (menu) to place what it generates.
  codegenModule,
  healthModule,
];

/** The modules with each one after those it depends on (`dependencies`), else in the list's order. */
export function inDependencyOrder<T extends { name: string; dependencies: string[] }>(list: readonly T[]): T[] {
  const byName = new Map(list.map((m) => [m.name, m]));
  for (const m of list)
    for (const d of m.dependencies) if (!byName.has(d)) throw new Error(`module ${m.name} depends on unknown ${d}`);
  const done = new Set<string>();
  const ordered: T[] = [];
  const visit = (m: T, path: string[]) => {
    if (done.has(m.name)) return;
    if (path.includes(m.name)) throw new Error(`modules depend on each other: ${[...path, m.name].join(' → ')}`);
    for (const d of m.dependencies) visit(byName.get(d)!, [...path, m.name]);
    done.add(m.name);
    ordered.push(m);
  };
  for (const m of list) visit(m, []);
  return ordered;
}

export const modules = inDependencyOrder(listed);

/** What access control reads, from the one module that provides it. */
export function accessProvider(): AccessProvider {
  const providers = modules.flatMap((m) => (m.access ? [m.access] : []));
  if (providers.length !== 1) throw new Error(`${providers.length} modules provide access control; one must`);
  return providers[0];
}

/** The services the modules give each other (context.ts), each from the one module that provides it. */
export function moduleServices(): ModuleServices {
  const given: Partial<Record<keyof ModuleServices, unknown>> = {};
  for (const m of modules)
    for (const [name, service] of Object.entries(m.provides)) {
      if (name in given) throw new Error(`two modules provide the service ${name}`);
      given[name as keyof ModuleServices] = service;
    }
  const missing = SERVICE_NAMES.filter((n) => !given[n]);
  if (missing.length) throw new Error(`no module provides ${missing.join(', ')}`);
  return given as ModuleServices;
}

/** Runs every module's work at start (main.ts: after the seed, before listening). */
export async function startModules(db: Db): Promise<void> {
  for (const m of modules) await m.atStart?.(db);
}
