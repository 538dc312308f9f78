// Data scope (GFast §5): which rows of a list a caller may see and change, from the scope rows of
// their roles for that list's menu. One place for every module that filters by department and
// owner (users and departments now; products, devices and alarm logs later):
//   const scope = await dataScopeOf(db, principal, { menu, allRule, fallback });
//   where: and(filters, scopeFilter(scope, { dept: table.deptId, self: eq(table.createdBy, scope.userId) }))
//   by id: if (!inScope(scope, row.deptId, row.createdBy === scope.userId)) throw notFound
// Tables whose rows carry their creator's department and id (products, devices) take the first two
// from creatorScope.
// The scope rows and the departments are read from the tables of the modules that own them,
// through the ScopeSource the auth module gives when the app is built (useScopeSource).
import { DATA_SCOPE } from '@iot/contract';
import { eq, inArray, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { businessError } from '../lib/errors.ts';
import { descendantsOf } from '../lib/tree.ts';
import { can, type Principal } from './principal.ts';

export type DataScope =
  | { all: true; userId: number; deptId: number }
  | { all: false; userId: number; deptId: number; deptIds: Set<number>; self: boolean };

export interface ScopeOptions {
  /** The menu rule whose scope rows apply (the list page's rule). */
  menu: string;
  /** The rule whose holders see everything (`api/v1/system/user/all`). */
  allRule?: string;
  /**
   * Without any scope row: only the caller's own rows (GFast's user list), or the caller's
   * department and those below it (GFast's department list; refused without a department).
   */
  fallback: 'self' | 'ownDeptAndBelow';
}

/** The reads a data scope needs, from tables the platform does not own (`db` may be a transaction). */
export interface ScopeSource {
  /** The scope rows (GFast's data scope and custom departments) of these roles for the menu rule named `menu`. */
  scopeRows(db: Db, roleIds: number[], menu: string): Promise<{ scope: number; deptIds: number[] }[]>;
  /** Every enabled department with its parent. */
  enabledDepts(db: Db): Promise<{ id: number; pid: number }[]>;
}

let source: ScopeSource | null = null;

/** Gives data scopes their reads; the app does it when it is built, from the module that provides access. */
export function useScopeSource(s: ScopeSource): void {
  source = s;
}

function scopeSource(): ScopeSource {
  if (!source) throw new Error('data scopes have no source: build the app (app.ts) first');
  return source;
}

/** The caller's department and every enabled one below it. */
async function ownDeptAndBelow(db: Db, deptId: number): Promise<number[]> {
  if (!deptId) return [];
  const nodes = await scopeSource().enabledDepts(db);
  return [deptId, ...[...descendantsOf(nodes, [deptId])].filter((id) => id !== deptId)];
}

/**
 * The caller's scope for a menu. Super admins and holders of `allRule` see all; otherwise the rows
 * of all their roles are united: any "all" row wins; departments of custom, own and own-and-below
 * rows add up; an "only self" row adds the caller's own rows.
 */
export async function dataScopeOf(db: Db, principal: Principal, opts: ScopeOptions): Promise<DataScope> {
  const base = { userId: principal.id, deptId: principal.deptId };
  if (principal.isSuperAdmin || (opts.allRule && can(principal, opts.allRule))) return { all: true, ...base };
  const rows = principal.roleIds.length ? await scopeSource().scopeRows(db, principal.roleIds, opts.menu) : [];
  if (rows.some((r) => r.scope === DATA_SCOPE.all)) return { all: true, ...base };
  const deptIds = new Set<number>();
  let self = false;
  const add = (ids: number[]) => ids.forEach((id) => deptIds.add(id));
  for (const r of rows) {
    if (r.scope === DATA_SCOPE.custom) add(r.deptIds);
    else if (r.scope === DATA_SCOPE.ownDept && principal.deptId) add([principal.deptId]);
    else if (r.scope === DATA_SCOPE.ownDeptAndBelow) add(await ownDeptAndBelow(db, principal.deptId));
    else if (r.scope === DATA_SCOPE.self) self = true;
  }
  if (!rows.length && opts.fallback === 'self') self = true;
  if (!rows.length && opts.fallback === 'ownDeptAndBelow') {
    if (!principal.deptId) throw businessError('noDeptOfYourOwn');
    add(await ownDeptAndBelow(db, principal.deptId));
  }
  return { all: false, ...base, deptIds, self };
}

/** The condition for a list: rows in the scope's departments, or the caller's own rows (`self`). */
export function scopeFilter(scope: DataScope, cols: { dept: Column; self?: SQL }): SQL | undefined {
  if (scope.all) return undefined;
  const conds: SQL[] = [];
  if (scope.deptIds.size) conds.push(inArray(cols.dept, [...scope.deptIds]));
  if (scope.self && cols.self) conds.push(cols.self);
  return conds.length ? or(...conds) : sql`false`;
}

/** The same decision for one row: its department, and whether it is the caller's own. */
export function inScope(scope: DataScope, deptId: number, isOwn: boolean): boolean {
  return scope.all || scope.deptIds.has(deptId) || (scope.self && isOwn);
}

/**
 * The scope of a list whose rows carry their creator's department and id, by the list page's rules
 * (`list` holds the scope rows, `all` lifts the scope); without scope rows the caller sees their
 * department and those below it. `of` works the caller's scope out, `filter` is its condition.
 */
export function creatorScope(rules: { list: string; all: string }, table: { deptId: Column; createdBy: Column }) {
  return {
    of: (db: Db, principal: Principal): Promise<DataScope> =>
      dataScopeOf(db, principal, { menu: rules.list, allRule: rules.all, fallback: 'ownDeptAndBelow' }),
    filter: (scope: DataScope): SQL | undefined =>
      scopeFilter(scope, { dept: table.deptId, self: eq(table.createdBy, scope.userId) }),
  };
}

/**
 * What a scope lets one see, as a cache key: callers with the same scope share cached list answers,
 * and a scope that changes (a role's effective time ending, new scope rows) changes the key.
 */
export function scopeKey(scope: DataScope): string {
  if (scope.all) return 'all';
  const depts = [...scope.deptIds].sort((a, b) => a - b).join(',');
  return `${depts}|${scope.self ? scope.userId : ''}`;
}
