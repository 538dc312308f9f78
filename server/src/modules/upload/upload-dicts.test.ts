// GFast's attachment page draws its drive and type columns, and fills its filters, from the
// dictionaries `sys_upload_drive` and `sys_upload_file_type`: their values must be what rows carry.
import { ATTACHMENT_KINDS } from '@iot/contract';
import { describe, expect, it } from 'vitest';
import { signedInApp } from '../../../test/helpers.ts';
import { attachments } from './schema.ts';
import { UPLOAD_DRIVES } from './seed.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('the upload dictionaries', () => {
  const s = signedInApp();
  // gfast-mandate-ui src/api/system/dict/data.ts (getDicts, called by useDict): `{ dictType, defaultValue: '' }`;
  // the page maps `values` to `{ label: p.value, value: p.key }`.
  const dictKeys = async (dictType: string) =>
    (
      await s.t.api('GET', '/api/v1/system/dict/data/getDictData', { dictType, defaultValue: '' }, s.admin)
    ).body.data.values.map((v: { key: string }) => v.key) as string[];

  it('holds every kind and drive the upload module writes', async () => {
    const kinds = await dictKeys('sys_upload_file_type');
    const drives = await dictKeys('sys_upload_drive');
    expect(kinds).toEqual(expect.arrayContaining([...ATTACHMENT_KINDS]));
    expect(drives).toEqual(expect.arrayContaining([...UPLOAD_DRIVES]));
    // A row's drive is the column's default: no upload names another.
    expect(drives).toContain(attachments.drive.default);
  });

  it("a stored attachment's kind and drive are dictionary values, and GFast's type filter finds it", async () => {
    const boundary = '----dicts';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="dot.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await s.t.call({
      method: 'POST',
      url: '/api/v1/system/upload/singleImg',
      token: s.admin,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(up.body.code).toBe(0);
    const kinds = await dictKeys('sys_upload_file_type');
    const drives = await dictKeys('sys_upload_drive');
    // gfast-mandate-ui src/views/system/sysAttachment/list/index.vue: its `param` with the type
    // filter chosen from the dictionary (axios leaves out the undefined fields and the empty dates).
    const param = { pageNum: 1, pageSize: 10, kind: kinds[kinds.indexOf('image')] };
    const found = (await s.t.api('GET', '/api/v1/system/sysAttachment/list', param, s.admin)).body.data;
    expect(found.total).toBe(1);
    const [row] = found.list;
    expect(kinds).toContain(row.kind);
    expect(drives).toContain(row.drive);
    const byDrive = { pageNum: 1, pageSize: 10, drive: drives[0] };
    expect((await s.t.api('GET', '/api/v1/system/sysAttachment/list', byDrive, s.admin)).body.data.total).toBe(1);
  });
});
