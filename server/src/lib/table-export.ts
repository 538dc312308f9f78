// Lists exported as files (the user list now, devices and logs later): one sheet of named columns,
// as CSV (UTF-8 with a BOM, so Excel reads Chinese) or XLSX.
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from './disposition.ts';

export type ExportFormat = 'csv' | 'xlsx';
export type Cell = string | number | null;

export interface ExportColumn<R> {
  header: string;
  value: (row: R) => Cell;
  /** Characters; XLSX only. */
  width?: number;
}

// A cell a spreadsheet would run as a formula (=, +, -, @, a tab or CR first) is kept as text:
// exported names and remarks are typed by users (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;
const safeText = (cell: Cell): Cell => (typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell);

function csvField(cell: Cell): string {
  const text = cell === null ? '' : String(safeText(cell));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<R>(columns: ExportColumn<R>[], rows: readonly R[]): Buffer {
  const lines = [columns.map((c) => csvField(c.header))];
  for (const row of rows) lines.push(columns.map((c) => csvField(c.value(row))));
  return Buffer.from(`\uFEFF${lines.map((l) => l.join(',')).join('\r\n')}\r\n`, 'utf8');
}

export async function toXlsx<R>(sheetName: string, columns: ExportColumn<R>[], rows: readonly R[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => safeText(c.value(row))));
  return Buffer.from(await book.xlsx.writeBuffer());
}

const TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Sends the file as a download named `<name>-<YYYYMMDD-HHmmss>.<format>`. */
export async function sendExport<R>(
  reply: FastifyReply,
  format: ExportFormat,
  name: string,
  columns: ExportColumn<R>[],
  rows: readonly R[],
) {
  const body = format === 'csv' ? toCsv(columns, rows) : await toXlsx(name, columns, rows);
  const stamp = new Date().toISOString().slice(0, 19).replace(/-|:/g, '').replace('T', '-');
  const file = `${name}-${stamp}.${format}`;
  return reply
    .type(TYPES[format])
    .header('content-disposition', attachmentDisposition(file))
    .header('cache-control', 'no-store')
    .send(body);
}
