// Departments, roles and users for the organisation tests, made through the API as an admin would.
import { eq } from 'drizzle-orm';
import { authRules, depts, roles, users } from '../src/composition/schema.ts';
import type { TestApp } from './helpers.ts';

/** A password that passes GFast's password2 rule. */
export const STRONG = 'Passw0rd';

export async function deptIdOf(t: TestApp, name: string): Promise<number> {
  const [row] = await t.database.db.select({ id: depts.deptId }).from(depts).where(eq(depts.deptName, name));
  if (!row) throw new Error(`no department ${name}`);
  return row.id;
}

export async function ruleIdOf(t: TestApp, name: string): Promise<number> {
  const [row] = await t.database.db.select({ id: authRules.id }).from(authRules).where(eq(authRules.name, name));
  if (!row) throw new Error(`no rule ${name}`);
  return row.id;
}

export async function roleIdOf(t: TestApp, key: string): Promise<number> {
  return (await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.roleKey, key)))[0].id;
}

export async function userIdOf(t: TestApp, userName: string): Promise<number> {
  return (await t.database.db.select({ id: users.id }).from(users).where(eq(users.userName, userName)))[0].id;
}

let mobiles = 0;
/** A fresh valid mobile number per call. */
export const nextMobile = () =>
  `139${String(Date.now() % 1e6).padStart(6, '0')}${String(mobiles++ % 100).padStart(2, '0')}`;

/** Adds a role granted these rules (by name) and returns its id. */
export async function addRole(t: TestApp, token: string, name: string, ruleNames: string[]): Promise<number> {
  const menuIds = await Promise.all(ruleNames.map((n) => ruleIdOf(t, n)));
  const res = await t.api('POST', '/api/v1/system/role/add', { name, menuIds }, token);
  if (res.body.code !== 0) throw new Error(`role/add: ${JSON.stringify(res.body)}`);
  return (await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.name, name)))[0].id;
}

/** Adds a user (password STRONG) and returns its id. */
export async function addUser(
  t: TestApp,
  token: string,
  userName: string,
  fields: { deptId?: number; roleIds?: number[]; postIds?: number[]; status?: number } = {},
): Promise<number> {
  const res = await t.api(
    'POST',
    '/api/v1/system/user/add',
    { userName, password: STRONG, nickName: userName, mobile: nextMobile(), deptId: 0, ...fields },
    token,
  );
  if (res.body.code !== 0) throw new Error(`user/add: ${JSON.stringify(res.body)}`);
  return userIdOf(t, userName);
}

/** Who wrote and changed a department or a post, and when: the keys GFast sends with either. */
export const AUTHORSHIP_KEYS = ['createdBy', 'updatedBy', 'createdAt', 'updatedAt', 'deletedAt'];
