// Devices from a file (sagoo-iot-api.md §6.5): XLSX (sheet Sheet1, else the first) or CSV, a
// header row then name, key, desc, version, lng, lat, onlineTimeout. Good rows go in together in
// one transaction; every refused row is reported with its row number and why.
import { DEVICE_KEY_PATTERN, type DeviceImportError, type DeviceImportResult } from '@iot/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from './product/schema.ts';
import { devices } from './schema.ts';
import { readRows } from '../../lib/table-import.ts';
import { inLang, type Lang, type MessageParams } from '../../lib/lang.ts';
import type { Principal } from '../../access/principal.ts';
import { deviceMessages } from './messages.ts';
import { productInScope } from './scope.ts';

const COLUMNS = ['name', 'key', 'desc', 'version', 'lng', 'lat', 'onlineTimeout'] as const;
const MAX_LENGTH = { name: 100, desc: 200, version: 64 } as const;
const MAX_TIMEOUT = 86400 * 30;
/** Rows per INSERT (PostgreSQL takes at most 65535 parameters per statement). */
const CHUNK = 1000;
const REFUSALS = {
  tooLarge: 'deviceImportTooLarge',
  unreadable: 'deviceImportUnreadable',
  empty: 'deviceImportEmpty',
  tooMany: 'deviceImportTooMany',
} as const;

type Cells = string[];
type MessageKey = keyof typeof deviceMessages;

interface Candidate {
  row: number;
  name: string;
  key: string;
  desc: string;
  version: string;
  lng: string;
  lat: string;
  onlineTimeout: number;
}

const numberIn = (text: string, min: number, max: number) => {
  const n = Number(text);
  return text !== '' && Number.isFinite(n) && n >= min && n <= max;
};

/** The row's first fault as a message key, or the device it describes. */
function checkRow(cells: Cells, row: number): Candidate | { key: MessageKey; params?: MessageParams } {
  const [name, key, desc, version, lng, lat, timeout] = cells;
  if (!DEVICE_KEY_PATTERN.test(key)) return { key: 'deviceImportBadKey' };
  if (!name) return { key: 'deviceImportNoName' };
  for (const [field, value] of [
    ['name', name],
    ['desc', desc],
    ['version', version],
  ] as const) {
    if (value.length > MAX_LENGTH[field]) return { key: 'deviceImportLongText', params: { field } };
  }
  if (lng && !numberIn(lng, -180, 180)) return { key: 'deviceImportBadNumber', params: { field: 'lng' } };
  if (lat && !numberIn(lat, -90, 90)) return { key: 'deviceImportBadNumber', params: { field: 'lat' } };
  if (timeout && !(/^\d+$/.test(timeout) && Number(timeout) <= MAX_TIMEOUT))
    return { key: 'deviceImportBadNumber', params: { field: 'onlineTimeout' } };
  return { row, name, key, desc, version, lng, lat, onlineTimeout: Number(timeout || 0) };
}

export async function importDevices(
  db: Db,
  principal: Principal,
  productKey: string,
  data: Buffer,
  lang: Lang,
): Promise<DeviceImportResult> {
  const product = await productInScope(db, principal, productKey);
  // The columns by position (the header row is the template's, whatever its words).
  const filled = (await readRows(data, REFUSALS)).map(({ row, cells }) => ({
    row,
    cells: COLUMNS.map((_, c) => cells[c] ?? ''),
  }));

  const errors: DeviceImportError[] = [];
  const refuse = (row: number, key: string, message: MessageKey, params?: MessageParams) =>
    errors.push({ row, key, message: inLang(deviceMessages[message], lang, params) });
  const good: Candidate[] = [];
  const seen = new Set<string>();
  for (const { cells, row } of filled) {
    const checked = checkRow(cells, row);
    if (!('row' in checked)) refuse(row, cells[1], checked.key, checked.params);
    else if (seen.has(checked.key)) refuse(row, checked.key, 'deviceImportDuplicate');
    else {
      seen.add(checked.key);
      good.push(checked);
    }
  }

  const inserted = await db.transaction(async (tx) => {
    const keys = good.map((g) => g.key);
    const taken = new Set<string>();
    const productKeys = new Set<string>();
    for (let i = 0; i < keys.length; i += CHUNK) {
      const part = keys.slice(i, i + CHUNK);
      const [d, p] = await Promise.all([
        tx.select({ key: devices.key }).from(devices).where(inArray(devices.key, part)),
        tx.select({ key: products.key }).from(products).where(inArray(products.key, part)),
      ]);
      d.forEach((r) => taken.add(r.key));
      p.forEach((r) => productKeys.add(r.key));
    }
    const fresh = good.filter((g) => {
      if (taken.has(g.key)) refuse(g.row, g.key, 'deviceKeyExists');
      else if (productKeys.has(g.key)) refuse(g.row, g.key, 'deviceKeyIsProductKey');
      else return true;
      return false;
    });
    const done = new Set<string>();
    for (let i = 0; i < fresh.length; i += CHUNK) {
      const values = fresh.slice(i, i + CHUNK).map(({ row: _row, ...d }) => ({
        ...d,
        productId: product.id,
        deptId: principal.deptId,
        status: 0,
        createdBy: principal.id,
        updatedBy: principal.id,
      }));
      // A key another writer took since the check above is reported, not fatal.
      const rows = await tx
        .insert(devices)
        .values(values)
        .onConflictDoNothing({ target: devices.key })
        .returning({ key: devices.key });
      rows.forEach((r) => done.add(r.key));
    }
    for (const g of fresh) if (!done.has(g.key)) refuse(g.row, g.key, 'deviceKeyExists');
    return [...done];
  });
  errors.sort((a, b) => a.row - b.row);
  return { success: inserted.length, fail: errors.length, deviceKey: errors.map((e) => e.key), errors };
}
