// Lists imported from files (the generated modules' imports): one sheet of cells, from XLSX (sheet
// Sheet1, else the first) or CSV, as the device import reads its file. The caller maps the
// header row to its fields and checks each row.
import ExcelJS from 'exceljs';
import { businessError } from './errors.ts';

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;

type Cells = string[];

const isZip = (data: Buffer) => data.length > 4 && data.readUInt32LE(0) === 0x04034b50;

async function xlsxRows(data: Buffer): Promise<Cells[]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw businessError('importUnreadable');
  }
  const sheet = book.getWorksheet('Sheet1') ?? book.worksheets[0];
  if (!sheet) throw businessError('importEmpty');
  if (sheet.actualRowCount > IMPORT_MAX_ROWS + 1) throw businessError('importTooMany', { max: IMPORT_MAX_ROWS });
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
export function csvRows(text: string): Cells[] {
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
    if (rows.length > IMPORT_MAX_ROWS + 1) throw businessError('importTooMany', { max: IMPORT_MAX_ROWS });
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
 * The file's rows below its header, each as `{ row, cells }` by header (row numbers as the
 * spreadsheet shows them: the header is row 1); blank rows are left out. A file too large, unreadable,
 * empty or with too many rows is refused (50).
 */
export async function readSheet(data: Buffer): Promise<{ row: number; cells: Record<string, string> }[]> {
  if (data.length > IMPORT_MAX_BYTES) throw businessError('importTooLarge');
  const [header = [], ...body] = isZip(data) ? await xlsxRows(data) : csvRows(decodeText(data));
  const rows = body
    .map((cells, i) => ({ row: i + 2, cells: Object.fromEntries(header.map((h, c) => [h, cells[c] ?? ''])) }))
    .filter(({ cells }) => Object.values(cells).some((c) => c !== ''));
  if (!rows.length) throw businessError('importEmpty');
  if (rows.length > IMPORT_MAX_ROWS) throw businessError('importTooMany', { max: IMPORT_MAX_ROWS });
  return rows;
}
