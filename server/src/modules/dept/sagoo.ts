// SagooIoT's department tree (`GET /api/v1/system/dept/tree`), which its product form loads
// (views/iot/device/product/component/editPro.vue, `{status: -1}`): `{Data: [...]}`, which its
// console unwraps to the array.
import { ACCESS, type DeptTree } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { needs } from '../../access/needs.ts';
import { answerKey, callerKey, sendCached } from '../../db/cached-answer.ts';
import { principalOf } from '../../plugins/auth.ts';
import { enabledDeptTree } from './service.ts';

/** A department as SagooIoT's tree has it: no organisations here (0), `children` always a list. */
export interface SagooDept extends Omit<DeptTree, 'children'> {
  organizationId: number;
  isDeleted: number;
  children: SagooDept[];
}

const toSagoo = (d: DeptTree): SagooDept => ({
  ...d,
  organizationId: 0,
  isDeleted: 0,
  children: (d.children ?? []).map(toSagoo),
});

/** Any signed-in user, as the department picker (treeSelect): the enabled departments of their scope. */
export default async function sagooDeptRoutes(app: FastifyInstance) {
  const { db, answers } = app.ctx.database;
  app.get('/api/v1/system/dept/tree', needs(ACCESS.login), async (req, reply) => {
    const p = principalOf(req);
    return sendCached(reply, answers, answerKey(req, callerKey(p)), async () => ({
      Data: (await enabledDeptTree(db, p)).map(toSagoo),
    }));
  });
}
