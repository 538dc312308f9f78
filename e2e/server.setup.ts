import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startServer } from './server';

let child: ChildProcess | undefined;
let dataDir = '';

/** One real server (built console + API) on a fresh PGlite directory for the whole e2e run. */
export default async function setup(project: TestProject) {
  dataDir = mkdtempSync(join(tmpdir(), 'iot-e2e-'));
  const port = 18000 + Math.floor(Math.random() * 1000);
  const mqttPort = await freePort();
  child = await startServer({ port, dataDir, mqttPort });
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('dataDir', dataDir);
  project.provide('port', port);
  project.provide('mqttPort', mqttPort);
  return async () => {
    child?.kill('SIGTERM');
    await new Promise((r) => child?.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    port: number;
    /** The embedded MQTT broker of that server. */
    mqttPort: number;
  }
}
