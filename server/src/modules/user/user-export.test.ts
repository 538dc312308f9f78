import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { signedInApp } from '../../../test/helpers.ts';
import { addUser, deptIdOf } from '../../../test/org-fixture.ts';

describe('user/export', () => {
  const s = signedInApp();
  const get = (query: Record<string, string>, lang = 'en', token = s.admin) =>
    s.t.app.inject({
      method: 'GET',
      url: '/api/v1/system/user/export',
      query,
      headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
    });

  it('CSV: a BOM, the list columns in the caller language, the filters applied, formulas kept as text', async () => {
    await addUser(s.t, s.admin, '=cmd|calc', { deptId: await deptIdOf(s.t, '华东分公司') });
    const res = await get({ format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="users-\d{8}-\d{6}\.csv"/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'ID,User name,Nickname,Department,Roles,Mobile,Email,Sex,Status,Created,Last login,Last login IP',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^1,admin,超级管理员,总公司,超级管理员,/);
    expect(lines[3]).toMatch(/^\d+,'=cmd\|calc,'=cmd\|calc,华东分公司,,/);
    const south = await get({ format: 'csv', deptId: String(await deptIdOf(s.t, '华南分公司')) }, 'zh-CN');
    const southLines = south.body.slice(1).trim().split('\r\n');
    expect(southLines[0].startsWith('ID,账户名称,用户昵称,部门')).toBe(true);
    expect(southLines.slice(1).map((l) => l.split(',')[1])).toEqual(['demo']);
  });

  it('XLSX by default: one sheet with a header row and a row per user', async () => {
    const res = await get({ keyWords: 'adm' });
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(1).getCell(2).value).toBe('User name');
    expect(sheet.getRow(2).getCell(2).value).toBe('admin');
  });

  it('refuses a bad format and callers without the list permission', async () => {
    expect((await get({ format: 'pdf' })).json()).toMatchObject({ code: 51 });
    expect((await get({ format: 'csv' }, 'en', s.demo)).json()).toMatchObject({ code: -1 });
  });
});
