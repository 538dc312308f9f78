// Lists imported from files (the device import, the generated modules' imports): one sheet of
// cells, from XLSX (sheet Sheet1, else the first) or CSV. The caller reads the columns by position
// or by the header row, and checks each row.
import ExcelJS from 'exceljs';
import { businessError } from './errors.ts';
import type { MessageKey } from './i18n.ts';

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;

type Cells = string[];

/** The messages a refused file gets; a module may name its own (the device import speaks of devices). */
export interface SheetRefusals {
  tooLarge: MessageKey;
  unreadable: MessageKey;
  empty: MessageKey;
  tooMany: MessageKey;
}
const GENERIC: SheetRefusals = {
  tooLarge: 'importTooLarge',
  unreadable: 'importUnreadable',
  empty: 'importEmpty',
  tooMany: 'importTooMany',
};

const isZip = (data: Buffer) => data.length > 4 && data.readUInt32LE(0) === 0x04034b50;

async function xlsxRows(data: Buffer, refusals: SheetRefusals): Promise<Cells[]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw businessError(refusals.unreadable);
  }
  const sheet = book.getWorksheet('Sheet1') ?? book.worksheets[0];
  if (!sheet) throw businessError(refusals.empty);
  if (sheet.actualRowCount > IMPORT_MAX_ROWS + 1) throw businessError(refusals.tooMany, { max: IMPORT_MAX_ROWS });
  const rows: Cells[] = [];
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    rows.push(Array.from({ length: sheet.columnCount }, (_, c) => row.getCell(c + 1).text.trim()));
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
export function csvRows(text: string, refusals: SheetRefusals = GENERIC): Cells[] {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const sep = firstLine.includes('\t') && !firstLine.includes(',') ? '\t' : ',';
  const rows: Cells[] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endRow = () => {
    row.push(cell);
    rows.push(row.map((c) => c.trim()));
    row = [];
    cell = '';
    if (rows.length > IMPORT_MAX_ROWS + 1) throw businessError(refusals.tooMany, { max: IMPORT_MAX_ROWS });
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
  return rows;
}

/**
 * The file's rows below its header as cells by position, numbered as the spreadsheet shows them
 * (the header is row 1); blank rows are left out. A file too large, unreadable, empty or with too
 * many rows is refused (50) with `refusals`' messages.
 */
export async function readRows(
  data: Buffer,
  refusals: SheetRefusals = GENERIC,
): Promise<{ row: number; cells: Cells }[]> {
  return (await sheetOf(data, refusals)).body;
}

/** The same rows with their cells by the header row's names. */
export async function readSheet(data: Buffer): Promise<{ row: number; cells: Record<string, string> }[]> {
  const { header, body } = await sheetOf(data, GENERIC);
  return body.map(({ row, cells }) => ({ row, cells: Object.fromEntries(header.map((h, c) => [h, cells[c] ?? ''])) }));
}

async function sheetOf(data: Buffer, refusals: SheetRefusals) {
  if (data.length > IMPORT_MAX_BYTES) throw businessError(refusals.tooLarge);
  const [header = [], ...rest] = isZip(data) ? await xlsxRows(data, refusals) : csvRows(decodeText(data), refusals);
  const body = rest.map((cells, i) => ({ row: i + 2, cells })).filter(({ cells }) => cells.some((c) => c !== ''));
  if (!body.length) throw businessError(refusals.empty);
  if (body.length > IMPORT_MAX_ROWS) throw businessError(refusals.tooMany, { max: IMPORT_MAX_ROWS });
  return { header, body };
}
