// Writing menus. Each write runs in one transaction and returns the ids of the roles whose
// grants it touched, so the caller can tell those roles' users that their rights changed. The
// grants are the role module's: they are read and written through its `grants` service.
import type { MenuAddBody, MenuUpdateBody } from '@iot/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { services } from '../../context.ts';
import { authRules } from './schema.ts';
import { businessError } from '../../lib/errors.ts';
import { sqlState, UNIQUE_VIOLATION } from '../../lib/sql.ts';
import { descendantsOf } from '../../lib/tree.ts';

/** The form's names mapped to the stored ones. */
function toColumns(f: MenuAddBody) {
  return {
    pid: f.pid,
    name: f.name,
    title: f.menuName,
    icon: f.icon,
    condition: f.condition,
    remark: f.remark,
    menuType: f.menuType,
    weigh: f.menuSort,
    isHide: f.isHide,
    path: f.path,
    redirect: f.redirect,
    component: f.component,
    isLink: f.isLink,
    isIframe: f.isIframe,
    isCached: f.isKeepAlive,
    isAffix: f.isAffix,
    linkUrl: f.linkUrl,
  };
}

const allNodes = (tx: Db) => tx.select({ id: authRules.id, pid: authRules.pid }).from(authRules);

async function assertNameFree(tx: Db, name: string, selfId?: number) {
  const [clash] = await tx.select({ id: authRules.id }).from(authRules).where(eq(authRules.name, name));
  if (clash && clash.id !== selfId) throw businessError('ruleExists');
}

/** The parent must exist (or be 0), and on update must not be the menu itself or one of its descendants. */
async function assertParent(tx: Db, pid: number, selfId?: number) {
  if (pid === 0) return;
  const nodes = await allNodes(tx);
  if (!nodes.some((n) => n.id === pid)) throw businessError('parentNotFound');
  if (selfId !== undefined && descendantsOf(nodes, [selfId]).has(pid)) throw businessError('parentIsSelf');
}

/** The roles granted any of these rules. */
const grantedRoles = (tx: Db, ruleIds: number[]): Promise<number[]> =>
  ruleIds.length ? services().grants.rolesOfRules(tx, ruleIds) : Promise.resolve([]);

/** Replaces the roles granted `ruleId`; an unknown role aborts the whole transaction. */
const replaceGrants = (tx: Db, ruleId: number, roleIds: number[]) =>
  services().grants.setRolesOfRule(tx, ruleId, roleIds);

/** A concurrent write may still win the race for a name: the unique index turns that into ruleExists too. */
async function inTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(fn);
  } catch (err) {
    if (sqlState(err) === UNIQUE_VIOLATION) throw businessError('ruleExists');
    throw err;
  }
}

export function addMenu(db: Db, form: MenuAddBody): Promise<number[]> {
  return inTransaction(db, async (tx) => {
    await assertNameFree(tx, form.name);
    await assertParent(tx, form.pid);
    const [row] = await tx.insert(authRules).values(toColumns(form)).returning({ id: authRules.id });
    if (form.roles?.length) await replaceGrants(tx, row.id, form.roles);
    return form.roles ?? [];
  });
}

/** Returns the roles that held the menu before or hold it after. */
export function updateMenu(db: Db, form: MenuUpdateBody): Promise<number[]> {
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select({ id: authRules.id }).from(authRules).where(eq(authRules.id, form.id));
    if (!current) throw businessError('menuNotFound');
    await assertNameFree(tx, form.name, form.id);
    await assertParent(tx, form.pid, form.id);
    const before = await grantedRoles(tx, [form.id]);
    await tx
      .update(authRules)
      .set({ ...toColumns(form), updatedAt: new Date() })
      .where(eq(authRules.id, form.id));
    // Absent `roles` keeps the grants (GFast would clear them); the console always sends the set.
    if (form.roles) await replaceGrants(tx, form.id, form.roles);
    return [...new Set([...before, ...(form.roles ?? [])])];
  });
}

/** Deletes the menus and all their descendants; their grants go with them (foreign key cascade). */
export function deleteMenus(db: Db, ids: number[]): Promise<number[]> {
  return inTransaction(db, async (tx) => {
    const nodes = await allNodes(tx);
    const known = new Set(nodes.map((n) => n.id));
    const doomed = [
      ...descendantsOf(
        nodes,
        ids.filter((id) => known.has(id)),
      ),
    ];
    if (!doomed.length) return [];
    const before = await grantedRoles(tx, doomed);
    await tx.delete(authRules).where(inArray(authRules.id, doomed));
    return before;
  });
}
