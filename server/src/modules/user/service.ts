// Reading users (GFast §3.1) within the caller's data scope (user/scope.ts): lists, the edit
// dialog, the user selector. The password hash never leaves the server.
import type {
  SysUser,
  UserBrief,
  UserEditData,
  UserListData,
  UserListQuery,
  UserParamsData,
  UserRow,
  UserSelectorQuery,
} from '@iot/contract';
import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userPosts, userRoles, users } from './schema.ts';
import { businessError } from '../../lib/errors.ts';
import { readTablePage } from '../../db/paging.ts';
import { contains } from '../../lib/sql.ts';
import { createdWithin, formatTime } from '../../lib/time.ts';
import { descendantsOf } from '../../lib/tree.ts';
import type { DataScope } from '../../access/data-scope.ts';
import type { Principal } from '../../access/principal.ts';
import { deptNodes, sysDeptsByIds } from '../dept/index.ts';
import { enabledPosts } from '../post/index.ts';
import { allRoles, manageableRoleIds, rolesByIds } from '../role/index.ts';
import { userScopeFilter } from './scope.ts';

/** An account as stored (its password hash included: it never leaves the server). */
export type UserRecord = typeof users.$inferSelect;
type User = UserRecord;

/** GFast's SysUser; the password hash and salt are always "" (GFast leaks them in getByRoleId; we do not). */
export function toSysUser(u: User): SysUser {
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

const toBrief = (u: User): UserBrief => ({
  id: u.id,
  avatar: u.avatar,
  sex: u.sex,
  userNickname: u.userNickname,
  userName: u.userName,
  deptId: u.deptId,
});

/** The list filters shared by user/list and user/selector; `deptId` covers every department below it. */
async function userFilters(
  db: Db,
  scope: DataScope,
  q: UserSelectorQuery & { roleId?: number },
): Promise<SQL | undefined> {
  let deptIds: number[] | undefined;
  if (q.deptId !== undefined) {
    deptIds = [...descendantsOf(await deptNodes(db), [q.deptId])];
  }
  const holders = (roleId: number) =>
    db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, roleId));
  return and(
    q.keyWords ? or(contains(users.userName, q.keyWords), contains(users.userNickname, q.keyWords)) : undefined,
    deptIds ? inArray(users.deptId, deptIds) : undefined,
    q.roleId === undefined ? undefined : inArray(users.id, holders(q.roleId)),
    q.mobile ? contains(users.mobile, q.mobile) : undefined,
    q.status === undefined ? undefined : eq(users.userStatus, q.status),
    createdWithin(users.createdAt, q.dateRange),
    userScopeFilter(db, scope),
  );
}

/** Each user's roles as `{roleId, name}`, in GFast's role order (null without roles). */
async function roleInfoOf(db: Db, userIds: number[]) {
  const links = userIds.length ? await db.select().from(userRoles).where(inArray(userRoles.userId, userIds)) : [];
  const roleRows = (await rolesByIds(db, [...new Set(links.map((l) => l.roleId))])).sort(
    (a, b) => a.listOrder - b.listOrder || a.id - b.id,
  );
  const byUser = new Map<number, { roleId: number; name: string }[]>();
  for (const { id, name } of roleRows)
    for (const l of links)
      if (l.roleId === id) byUser.set(l.userId, [...(byUser.get(l.userId) ?? []), { roleId: id, name }]);
  return byUser;
}

export async function listUsers(db: Db, scope: DataScope, q: UserListQuery): Promise<UserListData> {
  const { rows, total } = await readTablePage(db, users, await userFilters(db, scope, q), [asc(users.id)], q);
  if (!rows.length) return { userList: null, total: total || null, currentPage: 0 };
  const deptIds = [...new Set(rows.map((r) => r.deptId))];
  const [deptById, roleInfo] = await Promise.all([
    sysDeptsByIds(db, deptIds),
    roleInfoOf(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  const userList: UserRow[] = rows.map((r) => ({
    ...toSysUser(r),
    dept: deptById.get(r.deptId) ?? null,
    roleInfo: roleInfo.get(r.id) ?? null,
    post: null,
  }));
  return { userList, total, currentPage: 0 };
}

/** The user selector: the same filters, a brief row per user. */
export async function selectUsers(db: Db, scope: DataScope, q: UserSelectorQuery) {
  const { rows, total } = await readTablePage(db, users, await userFilters(db, scope, q), [asc(users.id)], q);
  return { userList: rows.map(toBrief), total, currentPage: 0 as const };
}

export async function usersByIds(db: Db, scope: DataScope, ids: number[]) {
  const rows = await db
    .select()
    .from(users)
    .where(and(inArray(users.id, ids), userScopeFilter(db, scope)))
    .orderBy(asc(users.id));
  return { userList: rows.map(toBrief) };
}

/** The role's users the caller may see. */
export async function usersOfRole(db: Db, scope: DataScope, roleId: number) {
  const rows = await db
    .select({ user: users })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.roleId, roleId)))
    .where(userScopeFilter(db, scope))
    .orderBy(asc(users.id));
  return { userList: rows.map((r) => toSysUser(r.user)) };
}

/** For the edit dialog: every role, the enabled posts, and the roles the caller may assign. */
export async function userParams(db: Db, principal: Principal): Promise<UserParamsData> {
  const [roleList, posts, manageable] = await Promise.all([
    allRoles(db),
    enabledPosts(db),
    manageableRoleIds(db, principal),
  ]);
  const roleAccess = manageable
    ? roleList.filter((r) => manageable.has(r.id)).map((r) => r.id)
    : roleList.map((r) => r.id);
  return { roleList, posts, roleAccess };
}

/** A user the caller may see, or "not found" (also for one outside the scope). */
export async function userInView(db: Db, scope: DataScope, id: number): Promise<User> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), userScopeFilter(db, scope)));
  if (!row) throw businessError('userNotFound');
  return row;
}

export async function userForEdit(db: Db, scope: DataScope, id: number): Promise<UserEditData> {
  const user = await userInView(db, scope, id);
  const [roleRows, postRows] = await Promise.all([
    db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, id)).orderBy(asc(userRoles.roleId)),
    db.select({ id: userPosts.postId }).from(userPosts).where(eq(userPosts.userId, id)).orderBy(asc(userPosts.postId)),
  ]);
  return { user: toSysUser(user), checkedRoleIds: roleRows.map((r) => r.id), checkedPosts: postRows.map((p) => p.id) };
}
