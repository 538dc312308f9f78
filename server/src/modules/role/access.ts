// Which roles a caller may manage and assign (GFast §5 "role hierarchy"): their own roles, the
// roles below those, and the roles they created. Super admins manage every role.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roles } from './schema.ts';
import { descendantsOf } from '../../lib/tree.ts';
import type { Principal } from '../../access/principal.ts';

/** The ids of the roles the caller may manage; `null` means all of them. */
export async function manageableRoleIds(db: Db, principal: Principal): Promise<Set<number> | null> {
  if (principal.isSuperAdmin) return null;
  const all = await db.select({ id: roles.id, pid: roles.pid, createdBy: roles.createdBy }).from(roles);
  const ids = descendantsOf(all, principal.roleIds);
  for (const r of all) if (r.createdBy === principal.id) ids.add(r.id);
  return ids;
}

export const mayManage = (manageable: Set<number> | null, roleId: number) => !manageable || manageable.has(roleId);

/** The super-admin roles' ids: their holders are outside every restricted caller's view. */
export async function superRoleIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: roles.id }).from(roles).where(eq(roles.isSuperAdmin, true));
  return rows.map((r) => r.id);
}
