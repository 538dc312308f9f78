// SagooIoT's read of one parameter by key (`GET /api/v1/common/config/getInfoByKey`): its console
// asks for `sys.column.switch`, `sys.button.switch` and `sys.uploadFile.way` after every login
// (views/login/component/account.vue), and its device form for `sys.device.phone.limit` and
// `sys.device.certificate.limit` (views/iot/device/instance/component/edit.vue).
import { ACCESS, configKeyQuery, PERMISSIONS, type SagooConfig } from '@iot/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { needs } from '../../access/needs.ts';
import { can } from '../../access/principal.ts';
import type { Db } from '../../db/client.ts';
import { ApiError, Code } from '../../lib/errors.ts';
import { ok } from '../../lib/envelope.ts';
import { parseInput } from '../../lib/request.ts';
import { principalOf } from '../../plugins/auth.ts';
import { sysConfigs } from './schema.ts';
import { toSysConfig } from './service.ts';

/**
 * The parameters every signed-in user may read this way: those SagooIoT's console reads for any
 * user (the others may hold what only administrators should see, and need the parameter page's rule).
 */
export const SAGOO_PUBLIC_KEYS = new Set([
  'sys.column.switch',
  'sys.button.switch',
  'sys.uploadFile.way',
  'sys.device.phone.limit',
  'sys.device.certificate.limit',
  'sys.map.access.key',
  'sys.map.lngAndLat',
]);

/** The parameter in SagooIoT's shape, or null when no parameter has the key. */
export async function configByKey(db: Db, key: string): Promise<SagooConfig | null> {
  const [r] = await db.select().from(sysConfigs).where(eq(sysConfigs.configKey, key));
  if (!r) return null;
  // Ours, with SagooIoT's names of the authors and its module field (which we do not keep).
  const { createBy, updateBy, ...config } = toSysConfig(r);
  return { ...config, moduleClassify: '', createdBy: createBy, updatedBy: updateBy };
}

export default async function sagooConfigRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;
  // `{data: null}` for a key we do not keep (SagooIoT's answer too): the console then uses its defaults.
  app.get('/api/v1/common/config/getInfoByKey', needs(ACCESS.login), async (req) => {
    const { configKey } = parseInput(configKeyQuery, req);
    if (!SAGOO_PUBLIC_KEYS.has(configKey) && !can(principalOf(req), PERMISSIONS.config.list))
      throw new ApiError(Code.forbidden, 'noPermission');
    return ok({ data: await configByKey(db, configKey) });
  });
}
