import { isIP } from 'node:net';

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
  /** Fastify's trustProxy: false (default), true, or addresses/CIDRs of the proxies. */
  trustProxy: boolean | string[];
  /** Origins (scheme://host[:port]) allowed to open the live channel besides the console's own. */
  allowedOrigins: string[];
  /** Live sockets one user may hold on one server process; more are refused. */
  liveSocketsPerUser: number;
  /** The embedded MQTT broker's TCP port (0: any free port, tests), or null when off. */
  mqttPort: number | null;
  /** An external broker (mqtt://host:port): the server subscribes there instead of listening itself. */
  mqttUrl: string | undefined;
  /** Days of telemetry and device logs kept (`iot.telemetry.retentionDays`). */
  telemetryRetentionDays: number;
  /** Upload limits used until the `sys.uploadFile.*` parameters say otherwise (bytes, extensions). */
  upload: UploadDefaults;
  /** The code generator writes into the source checkout it runs from (CODEGEN_WRITE=on) instead of answering a zip. */
  codegenWrite: boolean;
  /** HTTP timeouts in ms (not settings: tests shorten them). */
  timeouts: HttpTimeouts;
}

export interface UploadDefaults {
  fileSize: number;
  fileTypes: string[];
  imageSize: number;
  imageTypes: string[];
  /** The largest upload request (all its files) the server reads at all. */
  requestLimit: number;
}

export interface HttpTimeouts {
  /** A whole request, body included, must arrive within this. */
  requestMs: number;
  /** The request line and headers must arrive within this. */
  headersMs: number;
  /** An idle keep-alive connection is closed after this (longer than a proxy's 60 s upstream keep-alive). */
  keepAliveMs: number;
  /** A socket with no traffic at all is closed after this. */
  idleMs: number;
  /** How often Node checks the request and header timeouts. */
  checkEveryMs: number;
}

export const DEFAULT_TIMEOUTS: HttpTimeouts = {
  requestMs: 60_000,
  headersMs: 15_000,
  keepAliveMs: 65_000,
  idleMs: 120_000,
  checkEveryMs: 5_000,
};

const FILE_TYPES = 'doc,docx,xls,xlsx,ppt,pptx,pdf,txt,csv,zip,rar,7z,gz,jpg,jpeg,png,gif,webp,bmp,svg,mp3,mp4';
const IMAGE_TYPES = 'jpg,jpeg,png,gif,webp,bmp';

export const SETTINGS: [name: string, fallback: string, help: string][] = [
  ['PORT', '8808', 'HTTP port for the console, the API and the WebSocket'],
  ['HOST', '0.0.0.0', 'address to listen on'],
  ['DATA_DIR', './data', 'where the embedded PGlite database is kept, and unfinished resumable uploads'],
  ['DATABASE_URL', '', 'postgres://... to use a PostgreSQL server instead of PGlite'],
  ['CAPTCHA', 'on', 'on: the login needs the image code; off: no code (verifyStatus 0)'],
  [
    'CODEGEN_WRITE',
    'off',
    'on: the code generator writes the files into the source checkout the server runs from and inserts the menus; off: it answers a zip',
  ],
  ['TOKEN_TTL_S', '10800', 'session lifetime in seconds (plus a 5400 s sliding refresh window)'],
  ['LOG_LEVEL', 'info', 'fatal, error, warn, info, debug, trace or silent'],
  [
    'TRUST_PROXY',
    'false',
    'behind a reverse proxy: its addresses/CIDRs (127.0.0.1,10.1.0.0/16, loopback), or true (any peer); false: X-Forwarded-* ignored',
  ],
  ['ALLOWED_ORIGINS', '', 'other origins (https://ops.example.com,...) whose pages may open the live channel'],
  ['LIVE_SOCKETS_PER_USER', '20', 'live-channel sockets one user may hold on one server process; more are refused'],
  [
    'MQTT_PORT',
    '1883',
    'TCP port of the embedded MQTT broker for devices (also at /mqtt over WebSocket); off: no broker',
  ],
  [
    'MQTT_URL',
    '',
    'mqtt://host:port of an external broker (Mosquitto, EMQX): the server subscribes there with shared subscriptions instead of listening',
  ],
  ['TELEMETRY_RETENTION_DAYS', '30', 'days of device telemetry and device logs kept; older rows are deleted daily'],
  [
    'UPLOAD_FILE_SIZE',
    '50M',
    'largest uploaded file (50M, 512k or bytes) unless the parameter sys.uploadFile.fileSize says',
  ],
  ['UPLOAD_FILE_TYPES', FILE_TYPES, 'extensions a file upload may be (by content) unless sys.uploadFile.fileType says'],
  ['UPLOAD_IMAGE_SIZE', '10M', 'largest uploaded image unless the parameter sys.uploadFile.imageSize says'],
  ['UPLOAD_IMAGE_TYPES', IMAGE_TYPES, 'image types an image upload may be unless sys.uploadFile.imageType says'],
  ['UPLOAD_REQUEST_LIMIT', '100M', 'largest upload request read at all (all its files); caps the parameters above'],
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

/** A size as GFast's parameters write it: `50M`, `30k`, `30MB` or bytes; null if it is none. */
export function parseSize(raw: string): number | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*([kmg]?)b?\s*$/i.exec(raw);
  if (!m) return null;
  const unit = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[m[2].toLowerCase() as '' | 'k' | 'm' | 'g'];
  const n = Math.floor(Number(m[1]) * unit);
  return n > 0 ? n : null;
}

function sizeSetting(env: NodeJS.ProcessEnv, name: string, fallback: string): number {
  const raw = env[name] || fallback;
  const n = parseSize(raw);
  if (n === null) throw new Error(`${name} must be a size such as 50M, 512k or a number of bytes, got "${raw}"`);
  return n;
}

function onOff(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (raw === '') return fallback;
  if (raw !== 'on' && raw !== 'off') throw new Error(`${name} must be "on" or "off", got "${env[name]}"`);
  return raw === 'on';
}

/** Extensions from a comma list: lower case, no dots or blanks. */
export const listSetting = (raw: string): string[] =>
  raw
    .split(',')
    .map((s) => s.trim().replace(/^\./, '').toLowerCase())
    .filter(Boolean);

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
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    allowedOrigins: parseOrigins(env.ALLOWED_ORIGINS),
    liveSocketsPerUser: intSetting(env, 'LIVE_SOCKETS_PER_USER', 20, 1, 1_000_000),
    mqttPort: parseMqttPort(env.MQTT_PORT),
    mqttUrl: parseMqttUrl(env.MQTT_URL),
    telemetryRetentionDays: intSetting(env, 'TELEMETRY_RETENTION_DAYS', 30, 1, 36_500),
    upload: {
      fileSize: sizeSetting(env, 'UPLOAD_FILE_SIZE', '50M'),
      fileTypes: listSetting(env.UPLOAD_FILE_TYPES || FILE_TYPES),
      imageSize: sizeSetting(env, 'UPLOAD_IMAGE_SIZE', '10M'),
      imageTypes: listSetting(env.UPLOAD_IMAGE_TYPES || IMAGE_TYPES),
      requestLimit: sizeSetting(env, 'UPLOAD_REQUEST_LIMIT', '100M'),
    },
    codegenWrite: onOff(env, 'CODEGEN_WRITE', false),
    timeouts: DEFAULT_TIMEOUTS,
  };
}

/**
 * Off unless set: trusting X-Forwarded-For from anyone would let any client pick its own IP and
 * slip past the per-IP rate limit and login lock. Accepts what Fastify's trustProxy accepts.
 */
export function parseTrustProxy(raw: string | undefined): boolean | string[] {
  const v = (raw ?? '').trim();
  if (v === '' || /^(false|off|no)$/i.test(v)) return false;
  if (/^(true|on|yes)$/i.test(v)) return true;
  // Fastify 5 ignores hop counts (they cannot tell a proxy from a client that sends enough hops).
  if (/^\d+$/.test(v))
    throw new Error(`TRUST_PROXY takes the proxy's addresses (127.0.0.1,10.0.0.0/8) or true, not a hop count ("${v}")`);
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const item of list) {
    const [addr, bits, extra] = item.split('/');
    const family = isIP(addr);
    const named = ['loopback', 'linklocal', 'uniquelocal'].includes(item);
    const badBits = bits !== undefined && (!/^\d+$/.test(bits) || Number(bits) > (family === 6 ? 128 : 32));
    if (!named && (!family || badBits || extra !== undefined))
      throw new Error(`TRUST_PROXY must be true, false or addresses/CIDRs, got "${item}"`);
  }
  return list;
}

function parseOrigins(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      let url: URL;
      try {
        url = new URL(s);
      } catch {
        throw new Error(`ALLOWED_ORIGINS must list origins such as https://console.example.com, got "${s}"`);
      }
      if (url.origin === 'null') throw new Error(`ALLOWED_ORIGINS: "${s}" has no origin`);
      return url.origin;
    });
}

function parseMqttPort(raw: string | undefined): number | null {
  if (raw !== undefined && /^\s*off\s*$/i.test(raw)) return null;
  return intSetting({ MQTT_PORT: raw }, 'MQTT_PORT', 1883, 0, 65535);
}

function parseMqttUrl(raw: string | undefined): string | undefined {
  const v = (raw ?? '').trim();
  if (!v) return undefined;
  if (!/^(mqtts?|wss?|tcp):\/\/[^/\s]+/i.test(v))
    throw new Error(`MQTT_URL must look like mqtt://host:1883, got "${v}"`);
  return v;
}
