// User management, GFast §3.1. The forms' names differ from the entity's: nickName -> userNickname,
// email -> userEmail, status -> userStatus, userId -> id (both kept exactly as GFast has them).
import { z } from 'zod';
import type { SysDept } from './dept.ts';
import {
  dateRange,
  emailPattern,
  exportFormat,
  filterInt,
  filterStr,
  flag,
  idSet,
  int,
  intOr,
  mobilePattern,
  optStr,
  paging,
  requiredStr,
  rowId,
  rowIds,
  strongPasswordPattern,
} from './fields.ts';
import type { SysPost } from './post.ts';
import type { SysRole } from './menu.ts';
import type { SysUser } from './personal.ts';

const userFilters = {
  /** Part of the user name or the nickname. */
  keyWords: filterStr(),
  /** That department and every department below it. */
  deptId: filterInt(),
  mobile: filterStr(),
  status: filterInt(),
  dateRange: dateRange(),
  ...paging,
};
export const userListQuery = z.object({ ...userFilters, roleId: filterInt() });
export type UserListQuery = z.infer<typeof userListQuery>;
/** The list's filters (every page) as a file. */
export const userExportQuery = userListQuery.omit({ pageNum: true, pageSize: true }).extend({ format: exportFormat() });
export type UserExportQuery = z.infer<typeof userExportQuery>;
export const userSelectorQuery = z.object(userFilters);
export type UserSelectorQuery = z.infer<typeof userSelectorQuery>;

export const userIdQuery = z.object({ id: rowId() });
export const userByRoleQuery = z.object({ roleId: rowId() });
export const userByIdsQuery = z.object({ ids: rowIds() });

/** 0 disabled (cannot log in), 1 normal, 2 unverified (can log in). */
const userStatus = () => int().pipe(z.number().min(0).max(2));
const strongPassword = () =>
  requiredStr(128).refine((v) => strongPasswordPattern.test(v), { params: { key: 'badPassword' } });

const userFields = {
  /** Required, but 0 (no department) passes, as in GFast. */
  deptId: int().pipe(z.number().min(0)),
  nickName: requiredStr(50),
  mobile: requiredStr(20).refine((v) => mobilePattern.test(v), { params: { key: 'badMobile' } }),
  email: optStr(100).refine((v) => v === '' || emailPattern.test(v), { params: { key: 'badEmail' } }),
  sex: intOr(0).pipe(z.number().min(0).max(2)),
  status: intOr(1).pipe(z.number().min(0).max(2)),
  remark: optStr(500),
  postIds: idSet(),
  /** Replaces the user's roles among those the caller may assign; the others stay as they are. */
  roleIds: idSet(),
  isAdmin: flag(0),
};
export const userAddBody = z.object({
  userName: requiredStr(64).refine((v) => !/\s/.test(v), { params: { key: 'badFormat' } }),
  password: strongPassword(),
  ...userFields,
});
export type UserAddBody = z.infer<typeof userAddBody>;
/** `userName` and `password` are sent by the UI on edit (`"-"`) and ignored. */
export const userEditBody = z.object({ userId: rowId(), ...userFields });
export type UserEditBody = z.infer<typeof userEditBody>;

export const userResetPwdBody = z.object({ userId: rowId(), password: strongPassword() });
export const userSetStatusBody = z.object({ userId: rowId(), status: userStatus() });
export const userDeleteBody = z.object({ ids: rowIds() });

/** A row of user/list: the user with its department, its roles and (always null, as GFast) its post. */
export interface UserRow extends SysUser {
  dept: SysDept | null;
  roleInfo: { roleId: number; name: string }[] | null;
  post: null;
}

export interface UserListData {
  userList: UserRow[] | null;
  /** GFast sends null when nothing matches. */
  total: number | null;
  currentPage: 0;
}

export interface UserParamsData {
  roleList: SysRole[];
  posts: SysPost[];
  /** Role ids the caller may assign. */
  roleAccess: number[];
}

export interface UserEditData {
  user: SysUser | null;
  checkedRoleIds: number[] | null;
  checkedPosts: number[];
}

/** The user selector's row: GFast's four fields, and (ours) the account and department a picker shows. */
export interface UserBrief {
  id: number;
  avatar: string;
  sex: number;
  userNickname: string;
  userName: string;
  deptId: number;
}

export interface UserSelectorData {
  userList: UserBrief[];
  total: number;
  currentPage: 0;
}

export interface UserByIdsData {
  userList: UserBrief[];
}

export interface UserByRoleData {
  userList: SysUser[];
}
