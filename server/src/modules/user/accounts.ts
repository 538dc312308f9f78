// What the modules above read and write of accounts (index.ts), and the `accounts` service the
// modules below read who holds roles and belongs to departments through (context.ts).
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { ModuleServices } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { userRoles, users } from './schema.ts';
import type { UserRecord } from './service.ts';

/**
 * A query helper: the accounts' names for other modules' reads to join (who handled an alarm,
 * who uploaded a file, whose session it is), as a read-only subquery under the table's own name.
 */
export const userView = new QueryBuilder()
  .select({
    id: users.id,
    userName: users.userName,
    userNickname: users.userNickname,
    deptId: users.deptId,
    userStatus: users.userStatus,
  })
  .from(users)
  .as('sys_user');

export async function userRecord(db: Db, id: number): Promise<UserRecord | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function userNamed(db: Db, userName: string): Promise<UserRecord | undefined> {
  const [row] = await db.select().from(users).where(eq(users.userName, userName));
  return row;
}

/** The ids of the enabled accounts (who may hear of an alarm). */
export async function enabledUserIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(ne(users.userStatus, 0));
  return rows.map((r) => r.id);
}

/** The roles the user holds, by id. */
export async function roleIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.id);
}

/** Which of these ids are accounts. */
export async function existingUserIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  return new Set((await db.select({ id: users.id }).from(users).where(inArray(users.id, ids))).map((u) => u.id));
}

/** A successful login: where from and when. */
export async function markLoggedIn(db: Db, userId: number, ip: string): Promise<void> {
  await db.update(users).set({ lastLoginIp: ip, lastLoginTime: new Date() }).where(eq(users.id, userId));
}

/** The `accounts` service (context.ts). */
export const accounts: ModuleServices['accounts'] = {
  async holdersOf(db, roleIds) {
    if (!roleIds.length) return [];
    const rows = await db
      .selectDistinct({ userId: userRoles.userId })
      .from(userRoles)
      .where(inArray(userRoles.roleId, roleIds));
    return rows.map((r) => r.userId);
  },
  async holderCounts(db) {
    const rows = await db.select({ roleId: userRoles.roleId, n: count() }).from(userRoles).groupBy(userRoles.roleId);
    return new Map(rows.map((c) => [c.roleId, Number(c.n)]));
  },
  async anyInDepts(db, deptIds) {
    if (!deptIds.length) return false;
    const [member] = await db.select({ id: users.id }).from(users).where(inArray(users.deptId, deptIds)).limit(1);
    return !!member;
  },
};

/** Whether another account than `selfId` has this mobile number. */
export async function mobileTaken(db: Db, mobile: string, selfId = 0): Promise<boolean> {
  const [clash] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, mobile), ne(users.id, selfId)));
  return !!clash;
}
