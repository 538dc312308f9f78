// What the log keeps of a request's parameters: secrets masked by key name at any depth, and the
// whole cut to a size a log row should have.

const SECRET_KEY =
  /pass(word|wd)?$|pwd|password|secret|token|credential|authorization|cookie|captcha|privatekey|apikey/i;
export const MASK = '******';
const MAX_PARAM_CHARS = 4000;

/** A copy of `value` with every secret-named key's value replaced by the mask. */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > 20) return MASK;
  // Uploaded files: their size, never their bytes (a Buffer would be walked byte by byte).
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return `(${value.byteLength} B)`;
  if (Array.isArray(value)) return value.map((v) => maskSecrets(v, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEY.test(k) ? MASK : maskSecrets(v, depth + 1);
    return out;
  }
  return value;
}

/** The request's query and body (when it is an object) as masked JSON, cut to MAX_PARAM_CHARS. */
export function paramText(query: unknown, body: unknown): string {
  const merged = {
    ...(query && typeof query === 'object' ? (query as object) : {}),
    ...(body && typeof body === 'object' && !Buffer.isBuffer(body) ? (body as object) : {}),
  };
  const text = JSON.stringify(maskSecrets(merged));
  return text.length > MAX_PARAM_CHARS ? `${text.slice(0, MAX_PARAM_CHARS)}…` : text;
}
