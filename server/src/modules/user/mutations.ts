// Writing users. A restricted caller writes only users in their data scope, and only into
// departments of that scope; roles they may not assign are neither given nor taken away.
// Disabling, deleting or re-keying an account ends its sessions (through the auth module's
// `sessions` service): the hashes are returned so the routes can tell every process (which then
// closes the live sockets too). Also the role page's assignment of users to a role, and the
// personal centre's edits of one's own account.
import type { PersonalEditBody, UserAddBody, UserEditBody } from '@iot/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { services } from '../../context.ts';
import { userPosts, userRoles, users } from './schema.ts';
import { businessError } from '../../lib/errors.ts';
import { sqlState, UNIQUE_VIOLATION } from '../../lib/sql.ts';
import { inScope, type DataScope } from '../../access/data-scope.ts';
import { hashPassword, verifyPassword } from '../../access/password.ts';
import type { Principal } from '../../access/principal.ts';
import { deptExists } from '../dept/index.ts';
import { existingPostIds } from '../post/index.ts';
import { manageableRole, manageableRoleIds } from '../role/index.ts';
import { mobileTaken, userRecord } from './accounts.ts';
import { assertUsersInScope, userScopeFilter, userScopeOf } from './scope.ts';
import { userInView } from './service.ts';

const revokeAllSessions = (tx: Db, userIds: number[]) => services().sessions.endAll(tx, userIds);

type Form = UserAddBody | UserEditBody;

const columnsOf = (f: Form) => ({
  deptId: f.deptId,
  userNickname: f.nickName,
  mobile: f.mobile,
  userEmail: f.email,
  sex: f.sex,
  userStatus: f.status,
  remark: f.remark,
  isAdmin: f.isAdmin,
});

/** The department must exist (0: none) and lie in the scope, unless the row is the caller's own. */
async function assertDept(tx: Db, scope: DataScope, deptId: number, isOwn: boolean) {
  if (deptId && !(await deptExists(tx, deptId))) throw businessError('deptNotFound');
  if (!inScope(scope, deptId, isOwn)) throw businessError('deptNotFound');
}

async function assertMobileFree(tx: Db, mobile: string, selfId = 0) {
  if (await mobileTaken(tx, mobile, selfId)) throw businessError('mobileExists');
}

/** Replaces the user's roles among the assignable ones, and their posts (unknown posts are left out). */
async function replaceLinks(tx: Db, principal: Principal, userId: number, form: Form) {
  const manageable = await manageableRoleIds(tx, principal);
  const current = await tx.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId));
  const kept = manageable ? current.map((r) => r.id).filter((id) => !manageable.has(id)) : [];
  const given = manageable ? form.roleIds.filter((id) => manageable.has(id)) : form.roleIds;
  const roleIds = [...new Set([...kept, ...given])];
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));

  const known = await existingPostIds(tx, form.postIds);
  await tx.delete(userPosts).where(eq(userPosts.userId, userId));
  if (known.length) await tx.insert(userPosts).values(known.map((postId) => ({ userId, postId })));
}

/** The unique index settles two writers of the same user name. */
async function uniqueName<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (sqlState(err) === UNIQUE_VIOLATION) throw businessError('userNameExists');
    throw err;
  }
}

export async function addUser(db: Db, principal: Principal, scope: DataScope, form: UserAddBody): Promise<void> {
  const passwordHash = await hashPassword(form.password);
  await uniqueName(
    db.transaction(async (tx) => {
      await assertDept(tx, scope, form.deptId, false);
      const [clash] = await tx.select({ id: users.id }).from(users).where(eq(users.userName, form.userName));
      if (clash) throw businessError('userNameExists');
      await assertMobileFree(tx, form.mobile);
      const [row] = await tx
        .insert(users)
        .values({ ...columnsOf(form), userName: form.userName, passwordHash })
        .returning({ id: users.id });
      await replaceLinks(tx, principal, row.id, form);
    }),
  );
}

/** Saves the user; returns the hashes of the sessions that ended (the account was disabled). */
export async function editUser(db: Db, principal: Principal, scope: DataScope, form: UserEditBody): Promise<string[]> {
  return db.transaction(async (tx) => {
    await userInView(tx, scope, form.userId);
    const isOwn = form.userId === principal.id;
    if (isOwn && form.status === 0) throw businessError('cannotDisableSelf');
    await assertDept(tx, scope, form.deptId, isOwn);
    await assertMobileFree(tx, form.mobile, form.userId);
    await tx
      .update(users)
      .set({ ...columnsOf(form), updatedAt: new Date() })
      .where(eq(users.id, form.userId));
    await replaceLinks(tx, principal, form.userId, form);
    return form.status === 0 ? revokeAllSessions(tx, [form.userId]) : [];
  });
}

/** A new password (new salt with it); every session of the user ends. */
export async function resetPassword(db: Db, scope: DataScope, userId: number, password: string): Promise<string[]> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await userInView(tx, scope, userId);
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    return revokeAllSessions(tx, [userId]);
  });
}

export async function setUserStatus(db: Db, scope: DataScope, userId: number, status: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    await userInView(tx, scope, userId);
    if (status === 0 && userId === scope.userId) throw businessError('cannotDisableSelf');
    await tx.update(users).set({ userStatus: status, updatedAt: new Date() }).where(eq(users.id, userId));
    return status === 0 ? revokeAllSessions(tx, [userId]) : [];
  });
}

/** Deletes the users with their role and post links and their sessions (whose hashes it returns). */
export async function deleteUsers(db: Db, scope: DataScope, ids: number[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    if (ids.includes(scope.userId)) throw businessError('cannotDeleteSelf');
    await assertUsersInScope(tx, scope, ids);
    const ended = await revokeAllSessions(tx, ids);
    await tx.delete(users).where(inArray(users.id, ids));
    return ended;
  });
}

/**
 * Makes `userIds` the role's users among those the caller may see (GFast first removes everyone);
 * members outside the caller's scope keep the role. Returns the users who gained or lost it.
 */
export async function setRoleUsers(db: Db, principal: Principal, roleId: number, userIds: number[]): Promise<number[]> {
  return db.transaction(async (tx) => {
    await manageableRole(tx, principal, roleId, 'roleNoEdit');
    const scope = await userScopeOf(tx, principal);
    const wanted = [...new Set(userIds)];
    await assertUsersInScope(tx, scope, wanted);
    const visibleMembers = await tx
      .select({ id: users.id })
      .from(users)
      .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.roleId, roleId)))
      .where(userScopeFilter(tx, scope));
    const removed = visibleMembers.map((m) => m.id).filter((id) => !wanted.includes(id));
    if (removed.length)
      await tx.delete(userRoles).where(and(eq(userRoles.roleId, roleId), inArray(userRoles.userId, removed)));
    if (wanted.length)
      await tx
        .insert(userRoles)
        .values(wanted.map((userId) => ({ userId, roleId })))
        .onConflictDoNothing();
    return [...new Set([...removed, ...wanted])];
  });
}

/** The personal centre: saves the caller's profile. Absent optional fields keep their values. */
export async function editProfile(db: Db, userId: number, form: PersonalEditBody): Promise<void> {
  await assertMobileFree(db, form.mobile, userId);
  const { nickname, mobile, userEmail, sex, remark, describe, avatar } = form;
  await db
    .update(users)
    .set({ userNickname: nickname, mobile, userEmail, sex, remark, describe, avatar, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** The personal centre: `oldPassword`, when given, must be the current one (ours; GFast asks only for the new one). */
export async function changePassword(db: Db, userId: number, password: string, oldPassword: string): Promise<void> {
  const u = await userRecord(db, userId);
  if (!u) throw businessError('userNotFound');
  if (oldPassword && !(await verifyPassword(oldPassword, u.passwordHash))) throw businessError('oldPasswordWrong');
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(users.id, userId));
}
