// Reading departments (GFast §3.3) within the caller's data scope: a restricted caller sees the
// departments of their scope for the department page (without scope rows: their own department
// and those below it), never the others, also through an id.
import { PERMISSIONS, type DeptListData, type DeptListQuery, type DeptTree, type SysDept } from '@iot/contract';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { depts } from './schema.ts';
import { businessError } from '../../lib/errors.ts';
import { contains } from '../../lib/sql.ts';
import { authorship } from '../../lib/authorship.ts';
import { buildTree } from '../../lib/tree.ts';
import { dataScopeOf, inScope, scopeFilter, type DataScope } from '../../access/data-scope.ts';
import type { Principal } from '../../access/principal.ts';

type DeptRow = typeof depts.$inferSelect;

const deptOrder = [asc(depts.orderNum), asc(depts.deptId)];

/** The caller's scope over departments: "only self" means their own department. */
export const deptScopeOf = (db: Db, principal: Principal): Promise<DataScope> =>
  dataScopeOf(db, principal, {
    menu: PERMISSIONS.dept.list,
    allRule: PERMISSIONS.dept.all,
    fallback: 'ownDeptAndBelow',
  });

export const deptScopeFilter = (scope: DataScope) =>
  scopeFilter(scope, { dept: depts.deptId, self: eq(depts.deptId, scope.deptId) });

export const deptInScope = (scope: DataScope, deptId: number) => inScope(scope, deptId, deptId === scope.deptId);

/** Every department's parent, to spell out `ancestors` ("0,100,101") without storing it. */
export async function parentMap(db: Db): Promise<Map<number, number>> {
  const rows = await db.select({ id: depts.deptId, pid: depts.parentId }).from(depts);
  return new Map(rows.map((r) => [r.id, r.pid]));
}

function ancestorsOf(parents: Map<number, number>, deptId: number): string {
  const chain: number[] = [];
  let pid = parents.get(deptId) ?? 0;
  while (pid && !chain.includes(pid)) {
    chain.unshift(pid);
    pid = parents.get(pid) ?? 0;
  }
  return [0, ...chain].join(',');
}

export function toSysDept(r: DeptRow, parents: Map<number, number>): SysDept {
  return {
    deptId: r.deptId,
    parentId: r.parentId,
    ancestors: ancestorsOf(parents, r.deptId),
    deptName: r.deptName,
    orderNum: r.orderNum,
    leader: r.leader,
    phone: r.phone,
    email: r.email,
    status: r.status,
    ...authorship(r),
  };
}

async function readDepts(db: Db, where: SQL | undefined): Promise<SysDept[]> {
  const [rows, parents] = await Promise.all([
    db
      .select()
      .from(depts)
      .where(where)
      .orderBy(...deptOrder),
    parentMap(db),
  ]);
  return rows.map((r) => toSysDept(r, parents));
}

export async function listDepts(db: Db, principal: Principal, q: DeptListQuery): Promise<DeptListData> {
  const scope = await deptScopeOf(db, principal);
  const where = and(
    q.deptName ? contains(depts.deptName, q.deptName) : undefined,
    q.status === undefined ? undefined : eq(depts.status, q.status),
    deptScopeFilter(scope),
  );
  return { deptList: await readDepts(db, where) };
}

/** A forest rooted at every department whose parent is not in the list; leaves have `children: null`. */
export function toDeptTree(list: SysDept[]): DeptTree[] {
  const rows = list.map((d) => ({ ...d, id: d.deptId, pid: d.parentId }));
  return buildTree(rows, ({ id: _id, pid: _pid, ...d }, children: DeptTree[]) => ({
    ...d,
    children: children.length ? children : null,
  }));
}

/** The enabled departments the caller may see, as a tree (dept/treeSelect, role/deptTreeSelect). */
export async function enabledDeptTree(db: Db, principal: Principal): Promise<DeptTree[]> {
  const scope = await deptScopeOf(db, principal);
  return toDeptTree(await readDepts(db, and(eq(depts.status, 1), deptScopeFilter(scope))));
}

/** A department the caller may see, or "not found". */
export async function deptInView(db: Db, scope: DataScope, deptId: number): Promise<DeptRow> {
  const [row] = await db.select().from(depts).where(eq(depts.deptId, deptId));
  if (!row || !deptInScope(scope, deptId)) throw businessError('deptNotFound');
  return row;
}

// For the modules above (index.ts): departments by id and name, and the tree's shape.

/** Every department's id and parent (`enabled`: only the enabled ones). */
export const deptNodes = (db: Db, enabled = false): Promise<{ id: number; pid: number }[]> =>
  db
    .select({ id: depts.deptId, pid: depts.parentId })
    .from(depts)
    .where(enabled ? eq(depts.status, 1) : undefined);

export async function deptExists(db: Db, deptId: number): Promise<boolean> {
  const [row] = await db.select({ id: depts.deptId }).from(depts).where(eq(depts.deptId, deptId));
  return !!row;
}

/** The id of the department with this name (the seeds place their rows by name), or 0. */
export async function deptIdNamed(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ id: depts.deptId }).from(depts).where(eq(depts.deptName, name));
  return row?.id ?? 0;
}

/** The names of these departments, by id (unknown ids are left out). */
export async function deptNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: depts.deptId, name: depts.deptName })
    .from(depts)
    .where(inArray(depts.deptId, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** These departments as SysDept, by id (the user list shows each user's). */
export async function sysDeptsByIds(db: Db, ids: number[]): Promise<Map<number, SysDept>> {
  const [rows, parents] = await Promise.all([db.select().from(depts).where(inArray(depts.deptId, ids)), parentMap(db)]);
  return new Map(rows.map((d) => [d.deptId, toSysDept(d, parents)]));
}

/** A query helper: the departments' names and places, a read-only subquery under the table's own name. */
export const deptView = new QueryBuilder()
  .select({ deptId: depts.deptId, parentId: depts.parentId, deptName: depts.deptName, status: depts.status })
  .from(depts)
  .as('sys_dept');
