// Writing departments. A restricted caller writes only inside their scope: the department itself,
// its new parent (a new top-level department is for unrestricted callers) and, on delete, every
// department below it.
import type { DeptAddBody, DeptEditBody } from '@iot/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { depts } from './schema.ts';
import { businessError } from '../../lib/errors.ts';
import { descendantsOf } from '../../lib/tree.ts';
import type { DataScope } from '../../access/data-scope.ts';
import { services } from '../../context.ts';
import { deptInScope, deptInView } from './service.ts';

const nodesOf = (db: Db) => db.select({ id: depts.deptId, pid: depts.parentId }).from(depts);

/** The parent must exist and be in scope; 0 (top level) only for callers who see everything. */
async function assertParent(db: Db, scope: DataScope, parentId: number) {
  if (parentId === 0) {
    if (!scope.all) throw businessError('deptNotFound');
    return;
  }
  await deptInView(db, scope, parentId);
}

const columnsOf = (f: DeptAddBody) => ({
  parentId: f.parentId,
  deptName: f.deptName,
  orderNum: f.orderNum,
  leader: [...new Set(f.leader)],
  phone: f.phone,
  email: f.email,
  status: f.status,
});

export async function addDept(db: Db, scope: DataScope, form: DeptAddBody): Promise<void> {
  await assertParent(db, scope, form.parentId);
  await db.insert(depts).values({ ...columnsOf(form), createdBy: scope.userId, updatedBy: scope.userId });
}

export async function editDept(db: Db, scope: DataScope, form: DeptEditBody): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await deptInView(tx, scope, form.deptId);
    if (form.parentId === form.deptId) throw businessError('deptParentIsSelf');
    if (form.parentId !== current.parentId) {
      await assertParent(tx, scope, form.parentId);
      if (descendantsOf(await nodesOf(tx), [form.deptId]).has(form.parentId)) throw businessError('deptParentBelow');
    }
    await tx
      .update(depts)
      .set({ ...columnsOf(form), updatedBy: scope.userId, updatedAt: new Date() })
      .where(eq(depts.deptId, form.deptId));
  });
}

/** Deletes the department and every one below it, unless a user still belongs to any of them. */
export async function deleteDept(db: Db, scope: DataScope, deptId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await deptInView(tx, scope, deptId);
    const doomed = [...descendantsOf(await nodesOf(tx), [deptId])];
    if (doomed.some((id) => !deptInScope(scope, id))) throw businessError('deptNotFound');
    if (await services().accounts.anyInDepts(tx, doomed)) throw businessError('deptHasUsers');
    await tx.delete(depts).where(inArray(depts.deptId, doomed));
  });
}
