import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInApp } from '../../../test/helpers.ts';
import { addProduct, deviceRow } from './test-fixture.ts';

const HEADER = ['设备名称', '设备标识', '描述', '固件版本', '经度', '纬度', '超时时间'];

async function xlsx(rows: (string | number)[][], sheetName = 'Sheet1'): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  for (const row of [HEADER, ...rows]) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A multipart body as el-upload sends it: the file in `file`, the other fields beside it. */
function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer }) {
  const boundary = '----formdata-test-7b1c';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('device import and export', () => {
  const s = signedInApp();
  const upload = async (fields: Record<string, string>, file?: { name: string; data: Buffer }, token = s.admin) =>
    (
      await s.t.call({
        method: 'POST',
        url: '/api/v1/product/device/import',
        token,
        lang: 'en',
        ...multipart(fields, file),
      })
    ).body;

  beforeAll(async () => {
    await addProduct(s.t, 'sensor', { name: '传感器' });
    await addProduct(s.t, 'other', { name: '其他' });
    await s.t.api('POST', '/api/v1/product/device/add', { key: 'taken', name: 'Taken', productKey: 'other' }, s.admin);
  });

  it('XLSX: good rows go in, each bad row is reported with its row number and reason', async () => {
    const data = await xlsx([
      ['Sensor 1', 's-001', 'hall', 'v1.0', '121.47', '31.23', 120],
      ['Sensor 2', 's-002', '', '', '', '', ''],
      ['', '', '', '', '', '', ''],
      ['Bad key', 'bad key!', '', '', '', '', ''],
      ['', 's-003', '', '', '', '', ''],
      ['Dup', 's-001', '', '', '', '', ''],
      ['Exists', 'taken', '', '', '', '', ''],
      ['Product', 'sensor', '', '', '', '', ''],
      ['Lng', 's-004', '', '', 'east', '', ''],
      ['Timeout', 's-005', '', '', '', '', '-5'],
    ]);
    const body = await upload({ productKey: 'sensor' }, { name: 'devices.xlsx', data });
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ success: 2, fail: 7 });
    expect(body.data.deviceKey).toEqual(['bad key!', 's-003', 's-001', 'taken', 'sensor', 's-004', 's-005']);
    expect(body.data.errors).toEqual([
      { row: 5, key: 'bad key!', message: 'The device key may hold letters, digits, _ and - (at most 64 characters)' },
      { row: 6, key: 's-003', message: 'The device name is missing' },
      { row: 7, key: 's-001', message: 'The key appears twice in the file' },
      { row: 8, key: 'taken', message: 'This device key is already taken' },
      { row: 9, key: 'sensor', message: 'A device key may not equal a product key' },
      { row: 10, key: 's-004', message: 'lng is not a valid number' },
      { row: 11, key: 's-005', message: 'onlineTimeout is not a valid number' },
    ]);
    expect(await deviceRow(s.t, 's-001')).toMatchObject({
      name: 'Sensor 1',
      desc: 'hall',
      version: 'v1.0',
      lng: '121.47',
      lat: '31.23',
      onlineTimeout: 120,
      status: 0,
    });
  });

  it('CSV (UTF-8 with a BOM, quoted fields) and the first sheet of a workbook without Sheet1', async () => {
    const csv = `\uFEFF${HEADER.join(',')}\r\n"Sensor, 6",s-006,"say ""hi""",,,,\r\nSensor 7,s-007,,,,,30\r\n`;
    const body = await upload({ productKey: 'sensor' }, { name: 'devices.csv', data: Buffer.from(csv) });
    expect(body.data).toEqual({ success: 2, fail: 0, deviceKey: [], errors: [] });
    expect(await deviceRow(s.t, 's-006')).toMatchObject({ name: 'Sensor, 6', desc: 'say "hi"' });
    const other = await xlsx([['Sensor 8', 's-008', '', '', '', '', '']], 'Devices');
    expect((await upload({ productKey: 'sensor' }, { name: 'x.xlsx', data: other })).data.success).toBe(1);
  });

  it('refuses a missing file, an empty file, an unknown product, and callers without the button', async () => {
    expect((await upload({ productKey: 'sensor' })).message).toBe('Upload a file');
    expect((await upload({}, { name: 'a.csv', data: Buffer.from('x') })).code).toBe(51);
    const empty = await upload({ productKey: 'sensor' }, { name: 'a.csv', data: Buffer.from(`${HEADER.join(',')}\n`) });
    expect(empty.message).toBe('The file has no devices');
    const unknown = await upload({ productKey: 'nope' }, { name: 'a.csv', data: Buffer.from('h\nA,a-1') });
    expect(unknown.message).toBe('Product not found');
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 1)]);
    expect((await upload({ productKey: 'sensor' }, { name: 'a.xlsx', data: broken })).message).toBe(
      'The file cannot be read: use XLSX or CSV',
    );
    const denied = await upload({ productKey: 'sensor' }, { name: 'a.csv', data: Buffer.from('h\nA,a-1') }, s.demo);
    expect(denied.code).toBe(-1);
  });

  it('limits: 5 MB per file, 10,000 devices per import', async () => {
    const big = { name: 'big.csv', data: Buffer.alloc(5 * 1024 * 1024 + 1, 'a') };
    expect((await upload({ productKey: 'sensor' }, big)).message).toBe('The file may be at most 5 MB');
    const rows = Array.from({ length: 10_001 }, (_, i) => `N${i},many-${i}`).join('\n');
    const many = { name: 'many.csv', data: Buffer.from(`${HEADER.join(',')}\n${rows}\n`) };
    expect((await upload({ productKey: 'sensor' }, many)).message).toBe('At most 10000 devices per import');
    expect(await deviceRow(s.t, 'many-0')).toBeUndefined();
  });

  it('export: CSV and XLSX, all devices or one product, with the last time online', async () => {
    const get = (query: Record<string, string>, lang = 'en') =>
      s.t.app.inject({
        method: 'GET',
        url: '/api/v1/product/device/export',
        query,
        headers: { authorization: `Bearer ${s.admin}`, 'accept-language': lang },
      });
    const csv = await get({ format: 'csv', productKey: 'other' });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="devices-\d{8}-\d{6}\.csv"/);
    const lines = csv.body.slice(1).trim().split('\r\n');
    expect(lines).toEqual([
      'Product,Device name,Device key,Device type,Status,Description,Firmware version,Last online',
      '其他,Taken,taken,Device,Disabled,,,',
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await get({}, 'zh-CN')).rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('产品名称');
    const keys = [];
    for (let r = 2; r <= sheet.rowCount; r++) keys.push(sheet.getRow(r).getCell(3).value);
    expect(keys).toEqual(expect.arrayContaining(['taken', 's-001', 's-006']));
    expect(sheet.getRow(2).getCell(5).value).toBe('未启用');
    expect((await get({ format: 'pdf' })).json()).toMatchObject({ code: 51 });
  });
});
