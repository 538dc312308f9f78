// The Content-Disposition of a file the server makes (exports): one every console reads.

/** A name that goes into a quoted `filename` as it is: printable ASCII without quote, backslash, `%`, `;` or `,`. */
const PLAIN_NAME = /^[\x20-\x7e]+$/;
const NEEDS_ENCODING = /["\\%;,]/;

/**
 * `attachment; filename="<name>"` for a plain ASCII name, with nothing after it: SagooIoT's
 * console (utils/download.ts) takes the header up to the first comma and strips
 * `attachment; filename="` and the quotes, so a `filename*` after it would become part of the
 * saved name. Other names (non-ASCII, or characters a quoted string or that parser cannot carry)
 * get the RFC 6266 pair, `filename` percent-encoded (GFast's console decodeURIs it) and then
 * `filename*=UTF-8''...`, which our console reads first (web/src/lib/http.ts).
 */
export function attachmentDisposition(name: string): string {
  if (PLAIN_NAME.test(name) && !NEEDS_ENCODING.test(name)) return `attachment; filename="${name}"`;
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${encoded}"; filename*=UTF-8''${encoded}`;
}
