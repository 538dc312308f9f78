import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** A TCP port nobody listens on right now (the embedded MQTT broker's, never 1883 in tests). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `server/src/main.ts` (captcha off) and resolves once /health answers. */
export async function startServer(opts: {
  port: number;
  dataDir: string;
  /** The embedded broker's port; a free one when not given. */
  mqttPort?: number;
  env?: Record<string, string>;
  /** Flags for node itself (a CPU profile: `--cpu-prof`). */
  nodeArgs?: string[];
}): Promise<ChildProcess> {
  const mqttPort = opts.mqttPort ?? (await freePort());
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), '--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      CAPTCHA: 'off',
      LOG_LEVEL: 'warn',
      MQTT_PORT: String(mqttPort),
      ...opts.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${opts.port}/health`);
      if (res.ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('server did not start within 60 s');
}
