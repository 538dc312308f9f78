// Every server setting is an environment variable; all are optional. `npm start -- --help` prints this table.
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  captcha: boolean;
  tokenTtlS: number;
  /** Extra seconds a token lives after its TTL, during which any request slides it forward (GFast maxRefresh). */
  tokenRefreshS: number;
  logLevel: string;
  adminPassword: string;
  demoPassword: string;
  webDist: string;
}

export const SETTINGS: [name: string, fallback: string, help: string][] = [
  ['PORT', '8808', 'HTTP port for the console, the API and the WebSocket'],
  ['HOST', '0.0.0.0', 'address to listen on'],
  ['DATA_DIR', './data', 'where the embedded PGlite database is kept'],
  ['DATABASE_URL', '', 'postgres://... to use a PostgreSQL server instead of PGlite'],
  ['CAPTCHA', 'on', 'on: the login needs the image code; off: no code (verifyStatus 0)'],
  ['TOKEN_TTL_S', '10800', 'session lifetime in seconds (plus a 5400 s sliding refresh window)'],
  ['LOG_LEVEL', 'info', 'fatal, error, warn, info, debug, trace or silent'],
  ['ADMIN_PASSWORD', '123456', 'password of the seeded admin account (read on the first start only)'],
  ['DEMO_PASSWORD', '123456', 'password of the seeded demo account (read on the first start only)'],
];

function intSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const captcha = (env.CAPTCHA ?? 'on').toLowerCase();
  if (captcha !== 'on' && captcha !== 'off') throw new Error(`CAPTCHA must be "on" or "off", got "${env.CAPTCHA}"`);
  return {
    port: intSetting(env, 'PORT', 8808, 0, 65535),
    host: env.HOST || '0.0.0.0',
    dataDir: env.DATA_DIR || './data',
    databaseUrl: env.DATABASE_URL || undefined,
    captcha: captcha === 'on',
    tokenTtlS: intSetting(env, 'TOKEN_TTL_S', 10800, 60, 31_536_000),
    tokenRefreshS: 5400,
    logLevel: env.LOG_LEVEL || 'info',
    adminPassword: env.ADMIN_PASSWORD || '123456',
    demoPassword: env.DEMO_PASSWORD || '123456',
    webDist: env.WEB_DIST || new URL('../../web/dist', import.meta.url).pathname,
  };
}
