// The personal centre (GFast §3.16): the caller reads and edits their own account.
import type { PersonalEditBody, PersonalInfoData, PersonalTokenData } from '@iot/contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { depts } from '../dept/schema.ts';
import { roles, userRoles, users } from '../user/schema.ts';
import { ApiError, businessError, Code } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../access/password.ts';
import { loadPrincipal } from '../auth/principal.ts';
import { replaceSession } from '../auth/tokens.ts';
import { toSysUser } from '../user/service.ts';
import type { AppContext } from '../../context.ts';

type UserRow = typeof users.$inferSelect;

async function userRow(db: Db, userId: number): Promise<UserRow> {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  if (!u) throw businessError('userNotFound');
  return u;
}

export async function personalInfo(db: Db, userId: number): Promise<PersonalInfoData> {
  const [u, roleRows, [dept]] = await Promise.all([
    userRow(db, userId),
    db
      .select({ name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, userId))
      .orderBy(asc(roles.listOrder), asc(roles.id)),
    db
      .select({ deptName: depts.deptName })
      .from(depts)
      .innerJoin(users, eq(users.deptId, depts.deptId))
      .where(eq(users.id, userId)),
  ]);
  // No (or a deleted) department reads "" (GFast would crash on a missing one).
  return { user: toSysUser(u), roles: roleRows.map((r) => r.name), deptName: dept?.deptName ?? '' };
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

/**
 * The caller's session under a new token (replacing the one they called with, see replaceSession)
 * and their account as stored now (not as cached by the auth plugin).
 */
export async function renewSession(
  ctx: Pick<AppContext, 'database' | 'rights' | 'config'>,
  userId: number,
  oldToken: string,
  meta: { ip: string; userAgent: string },
): Promise<PersonalTokenData> {
  const { db } = ctx.database;
  const principal = await loadPrincipal(db, userId);
  const replaced = principal && (await replaceSession(db, oldToken, meta, ctx.config));
  if (!principal || !replaced) throw new ApiError(Code.unauthorized, 'tokenInvalid');
  // The sockets opened with the old token follow the new one (so a later logout closes them).
  await ctx.rights.publish({ type: 'sessionReplaced', from: replaced.from, to: replaced.to });
  return { token: replaced.token, userInfo: principal.loginUser };
}
