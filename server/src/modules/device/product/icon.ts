// Product icons: an uploaded image is checked by its first bytes (not by its name or claimed type),
// kept under `<DATA_DIR>/uploads/product_icon/<random>.<ext>` and served with the type it was
// checked as and a policy that forbids running anything (an SVG or HTML file never gets in).
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ApiError, businessError } from '../../../lib/errors.ts';
import type { UploadedFile } from '../../../lib/multipart.ts';

export const ICON_MAX_BYTES = 2 * 1024 * 1024;
export const ICON_URL = '/api/v1/product/icon';

const TYPES = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' } as const;
type Ext = keyof typeof TYPES;

const startsWith = (data: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => data[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The image type the bytes are, or null. */
export function imageTypeOf(data: Buffer): Ext | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'gif';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'webp';
  return null;
}

const dirOf = (dataDir: string) => join(dataDir, 'uploads', 'product_icon');
const NAME = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

/** Stores the icon and returns the URL it is served at. */
export async function saveIcon(dataDir: string, file: UploadedFile): Promise<string> {
  if (file.data.length > ICON_MAX_BYTES) throw businessError('productIconTooLarge');
  const ext = imageTypeOf(file.data);
  if (!ext) throw businessError('productIconNotImage');
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  await mkdir(dirOf(dataDir), { recursive: true });
  await writeFile(join(dirOf(dataDir), name), file.data, { mode: 0o644 });
  return `${ICON_URL}/${name}`;
}

/** The stored icon's bytes and type; a name that is not one of ours is "not found". */
export async function readIcon(dataDir: string, name: string): Promise<{ data: Buffer; type: string }> {
  const m = NAME.exec(name);
  const notFound = () => new ApiError(404, 'productIconNotFound', {}, 404);
  if (!m) throw notFound();
  try {
    return { data: await readFile(join(dirOf(dataDir), name)), type: TYPES[m[1] as Ext] };
  } catch {
    throw notFound();
  }
}
