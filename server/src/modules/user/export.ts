// The user list as a file: the list's filters and data scope, every page, in the caller's language.
import type { Text, UserExportQuery, UserRow } from '@iot/contract';
import type { Db } from '../../db/client.ts';
import { inLang, type Lang } from '../../lib/lang.ts';
import type { ExportColumn } from '../../lib/table-export.ts';
import type { DataScope } from '../../access/data-scope.ts';
import { listUsers } from './service.ts';

/** More than any console needs at once; the file stays a few megabytes. */
export const EXPORT_LIMIT = 100_000;
const PAGE = 5_000;

export async function usersToExport(db: Db, scope: DataScope, q: UserExportQuery): Promise<UserRow[]> {
  const { format: _format, ...filters } = q;
  const rows: UserRow[] = [];
  for (let pageNum = 1; rows.length < EXPORT_LIMIT; pageNum++) {
    const { userList, total } = await listUsers(db, scope, { ...filters, pageNum, pageSize: PAGE });
    rows.push(...(userList ?? []));
    if (!userList || rows.length >= (total ?? 0)) break;
  }
  return rows.slice(0, EXPORT_LIMIT);
}

const STATUS: Record<number, Text> = {
  0: ['禁用', 'Disabled', '停用'],
  1: ['正常', 'Enabled', '正常'],
  2: ['未验证', 'Unverified', '未驗證'],
};
const SEX: Record<number, Text> = {
  0: ['保密', 'Not given', '保密'],
  1: ['男', 'Male', '男'],
  2: ['女', 'Female', '女'],
};

/** The columns of the user list screen, and a few more a spreadsheet is wanted for. */
export function userColumns(lang: Lang): ExportColumn<UserRow>[] {
  const t = (text: Text) => inLang(text, lang);
  const col = (header: Text, value: ExportColumn<UserRow>['value'], width?: number) => ({
    header: t(header),
    value,
    width,
  });
  return [
    col('ID', (u) => u.id, 8),
    col(['账户名称', 'User name', '帳戶名稱'], (u) => u.userName),
    col(['用户昵称', 'Nickname', '使用者暱稱'], (u) => u.userNickname),
    col(['部门', 'Department', '部門'], (u) => u.dept?.deptName ?? ''),
    col(['角色', 'Roles', '角色'], (u) => (u.roleInfo ?? []).map((r) => r.name).join(', '), 24),
    col(['手机号', 'Mobile', '手機號碼'], (u) => u.mobile, 14),
    col(['邮箱', 'Email', '電子郵件'], (u) => u.userEmail, 24),
    col(['性别', 'Sex', '性別'], (u) => (SEX[u.sex] ? t(SEX[u.sex]) : ''), 8),
    col(['状态', 'Status', '狀態'], (u) => (STATUS[u.userStatus] ? t(STATUS[u.userStatus]) : ''), 10),
    col(['创建时间', 'Created', '建立時間'], (u) => u.createdAt, 20),
    col(['最后登录时间', 'Last login', '最後登入時間'], (u) => u.lastLoginTime, 20),
    col(['最后登录IP', 'Last login IP', '最後登入IP'], (u) => u.lastLoginIp, 16),
  ];
}
