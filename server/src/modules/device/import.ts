// Devices from a file (sagoo-iot-api.md §6.5): XLSX (sheet Sheet1, else the first) or CSV, a
// header row then name, key, desc, version, lng, lat, onlineTimeout. Good rows go in together in
// one transaction; every refused row is reported with its row number and why.
import { DEVICE_KEY_PATTERN, type DeviceImportError, type DeviceImportResult } from '@iot/contract';
import ExcelJS from 'exceljs';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from './product/schema.ts';
import { devices } from './schema.ts';
import { businessError } from '../../lib/errors.ts';
import { inLang, type Lang, type MessageParams } from '../../lib/lang.ts';
import type { Principal } from '../../access/principal.ts';
import { deviceMessages } from './messages.ts';
import { productInScope } from './scope.ts';

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;
const COLUMNS = ['name', 'key', 'desc', 'version', 'lng', 'lat', 'onlineTimeout'] as const;
const MAX_LENGTH = { name: 100, desc: 200, version: 64 } as const;
const MAX_TIMEOUT = 86400 * 30;
/** Rows per INSERT (PostgreSQL takes at most 65535 parameters per statement). */
const CHUNK = 1000;

type Cells = string[];
type MessageKey = keyof typeof deviceMessages;

const isZip = (data: Buffer) => data.length > 4 && data.readUInt32LE(0) === 0x04034b50;

async function xlsxRows(data: Buffer): Promise<Cells[]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw businessError('deviceImportUnreadable');
  }
  const sheet = book.getWorksheet('Sheet1') ?? book.worksheets[0];
  if (!sheet) throw businessError('deviceImportEmpty');
  if (sheet.actualRowCount > IMPORT_MAX_ROWS + 1) throw businessError('deviceImportTooMany', { max: IMPORT_MAX_ROWS });
  const rows: Cells[] = [];
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    rows.push(COLUMNS.map((_, c) => row.getCell(c + 1).text.trim()));
  }
  return rows;
}

/** UTF-8 (with or without a BOM); a file Excel saved as GB18030 ("CSV" on Chinese Windows) too. */
function decodeText(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('gb18030').decode(data);
  }
}

/** RFC 4180 with `"` quoting; a tab-separated file is read when its first line has tabs and no commas. */
export function csvRows(text: string): Cells[] {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const sep = firstLine.includes('\t') && !firstLine.includes(',') ? '\t' : ',';
  const rows: Cells[] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endRow = () => {
    row.push(cell);
    rows.push(row);
    row = [];
    cell = '';
    if (rows.length > IMPORT_MAX_ROWS + 1) throw businessError('deviceImportTooMany', { max: IMPORT_MAX_ROWS });
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch !== '"') cell += ch;
      else if (text[i + 1] === '"') cell += text[++i];
      else quoted = false;
    } else if (ch === '"' && cell === '') {
      quoted = true;
    } else if (ch === sep) {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else {
      cell += ch;
    }
  }
  if (cell !== '' || row.length) endRow();
  return rows.map((r) => COLUMNS.map((_, c) => (r[c] ?? '').trim()));
}

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
  if (data.length > IMPORT_MAX_BYTES) throw businessError('deviceImportTooLarge');
  const product = await productInScope(db, principal, productKey);
  const sheet = isZip(data) ? await xlsxRows(data) : csvRows(decodeText(data));
  // Row numbers as the spreadsheet shows them: the header is row 1.
  const numbered = sheet.map((cells, i) => ({ cells, row: i + 1 })).slice(1);
  const filled = numbered.filter(({ cells }) => cells.some((c) => c !== ''));
  if (!filled.length) throw businessError('deviceImportEmpty');
  if (filled.length > IMPORT_MAX_ROWS) throw businessError('deviceImportTooMany', { max: IMPORT_MAX_ROWS });

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
