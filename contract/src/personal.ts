// The personal centre, GFast §3.16: the caller's own account.
import { z } from 'zod';
import type { LoginUser } from './envelope.ts';
import { emailPattern, filterInt, mobilePattern, optStr, requiredStr, str, strongPasswordPattern } from './fields.ts';

/** An optional text field where absence (or null) keeps the stored value and "" clears it. */
const keepOr = (max: number) => z.preprocess((v) => v ?? undefined, str().pipe(z.string().max(max)).optional());

export const personalEditBody = z.object({
  nickname: requiredStr(50),
  mobile: requiredStr(20).refine((v) => mobilePattern.test(v), { params: { key: 'badMobile' } }),
  userEmail: requiredStr(100).refine((v) => emailPattern.test(v), { params: { key: 'badEmail' } }),
  sex: filterInt().pipe(z.number().min(0).max(2).optional()),
  remark: keepOr(255),
  describe: keepOr(255),
  avatar: keepOr(500),
});
export type PersonalEditBody = z.infer<typeof personalEditBody>;

/** GFast takes only `password`; `oldPassword` is ours: when given (non-empty) it must match. */
export const personalResetPwdBody = z.object({
  password: requiredStr(128).refine((v) => strongPasswordPattern.test(v), { params: { key: 'badPassword' } }),
  oldPassword: optStr(128),
});
export type PersonalResetPwdBody = z.infer<typeof personalResetPwdBody>;

/** GFast's SysUser entity; the password hash and salt are always "". */
export interface SysUser {
  id: number;
  userName: string;
  mobile: string;
  userNickname: string;
  birthday: number;
  userPassword: string;
  userSalt: string;
  userStatus: number;
  userEmail: string;
  sex: number;
  avatar: string;
  deptId: number;
  remark: string;
  isAdmin: number;
  address: string;
  describe: string;
  lastLoginIp: string;
  lastLoginTime: string | null;
  createdAt: string | null;
  updatedAt: string | null;
  deletedAt: string | null;
  /** Sic: GFast's key has a trailing space. Kept for wire compatibility; nobody reads it. */
  'openId ': string;
}

export interface PersonalInfoData {
  user: SysUser;
  /** Names of the caller's roles. */
  roles: string[];
  deptName: string;
}

/** personal/edit and personal/refreshToken: a new token and the account as stored now. */
export interface PersonalTokenData {
  userInfo: LoginUser;
  token: string;
}
