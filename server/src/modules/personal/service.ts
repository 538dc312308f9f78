// The personal centre (GFast §3.16): the caller reads and edits their own account.
import type { PersonalEditBody, PersonalInfoData, PersonalTokenData, SysUser } from '@iot/contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roles, userRoles, users } from '../../db/schema.ts';
import { ApiError, businessError, Code } from '../../lib/errors.ts';
import { formatTime } from '../../lib/time.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { loadPrincipal } from '../auth/principal.ts';
import { createSession, type SessionOptions } from '../auth/tokens.ts';
import { loginUser } from '../user/menus.ts';

type UserRow = typeof users.$inferSelect;

/** GFast's SysUser; the password hash never leaves the server (GFast also blanks it). */
function toSysUser(u: UserRow): SysUser {
  return {
    id: u.id,
    userName: u.userName,
    mobile: u.mobile,
    userNickname: u.userNickname,
    birthday: u.birthday,
    userPassword: '',
    userSalt: '',
    userStatus: u.userStatus,
    userEmail: u.userEmail,
    sex: u.sex,
    avatar: u.avatar,
    deptId: u.deptId,
    remark: u.remark,
    isAdmin: u.isAdmin,
    address: u.address,
    describe: u.describe,
    lastLoginIp: u.lastLoginIp,
    lastLoginTime: formatTime(u.lastLoginTime),
    createdAt: formatTime(u.createdAt),
    updatedAt: formatTime(u.updatedAt),
    deletedAt: null,
    'openId ': '',
  };
}

async function userRow(db: Db, userId: number): Promise<UserRow> {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  if (!u) throw businessError('userNotFound');
  return u;
}

export async function personalInfo(db: Db, userId: number): Promise<PersonalInfoData> {
  const [u, roleRows] = await Promise.all([
    userRow(db, userId),
    db
      .select({ name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, userId))
      .orderBy(asc(roles.listOrder), asc(roles.id)),
  ]);
  // There are no departments (yet); GFast would crash on a missing one, the contract says "".
  return { user: toSysUser(u), roles: roleRows.map((r) => r.name), deptName: '' };
}

/** Saves the caller's profile. Absent optional fields keep their values. */
export async function editProfile(db: Db, userId: number, form: PersonalEditBody): Promise<void> {
  const [clash] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, form.mobile), ne(users.id, userId)));
  if (clash) throw businessError('mobileExists');
  const { nickname, mobile, userEmail, sex, remark, describe, avatar } = form;
  await db
    .update(users)
    .set({ userNickname: nickname, mobile, userEmail, sex, remark, describe, avatar, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** `oldPassword`, when given, must be the current one (ours; GFast asks only for the new password). */
export async function changePassword(db: Db, userId: number, password: string, oldPassword: string): Promise<void> {
  const u = await userRow(db, userId);
  if (oldPassword && !(await verifyPassword(oldPassword, u.passwordHash))) throw businessError('oldPasswordWrong');
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** A new session for the caller and their account as stored now (not as cached by the auth plugin). */
export async function newSession(
  db: Db,
  userId: number,
  meta: { ip: string; userAgent: string },
  opts: SessionOptions,
): Promise<PersonalTokenData> {
  const principal = await loadPrincipal(db, userId);
  if (!principal) throw new ApiError(Code.unauthorized, 'tokenInvalid');
  const [token, userInfo] = await Promise.all([createSession(db, userId, meta, opts), loginUser(db, principal)]);
  return { token, userInfo };
}
