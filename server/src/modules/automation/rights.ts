// A flow acts with the rights of the user who enabled it: what each node may do is checked when the
// flow is enabled (by the enabling user) and again at each action of a run (that user may have lost
// a right or a device since). Triggers need the devices they listen to in the user's data scope;
// commands need the device edit right and the device in scope; alarm logs the alarm rule right;
// letters the "send a letter" right. Webhooks send the flow's own messages: the flow's rights do.
import { nodeDataSchemas, PERMISSIONS, type FlowNode } from '@iot/contract';
import { and, eq } from 'drizzle-orm';
import { can, type Principal } from '../../access/principal.ts';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../lib/errors.ts';
import type { MessageKey } from '../../lib/i18n.ts';
import type { MessageParams } from '../../lib/lang.ts';
import { deviceForRead, productScopeFilter, productScopeOf, productView } from '../device/index.ts';

export interface RightProblem {
  key: MessageKey;
  params?: MessageParams;
}

/** The right an action node needs, if any. */
export function actionPermission(type: FlowNode['type']): string | null {
  switch (type) {
    case 'action.propertySet':
    case 'action.serviceInvoke':
      return PERMISSIONS.device.edit;
    case 'action.alarm':
      return PERMISSIONS.alarm.ruleAdd;
    case 'action.notice':
      return PERMISSIONS.notice.messageAdd;
    default:
      return null;
  }
}

/** Null when the device is in the principal's scope, else why not. */
export async function deviceProblem(db: Db, principal: Principal, deviceKey: string): Promise<RightProblem | null> {
  try {
    await deviceForRead(db, principal, deviceKey);
    return null;
  } catch (err) {
    if (err instanceof ApiError) return { key: 'automationDeviceOutOfScope', params: { key: deviceKey } };
    throw err;
  }
}

async function productProblem(db: Db, principal: Principal, productKey: string): Promise<RightProblem | null> {
  const outside = { key: 'automationProductOutOfScope', params: { key: productKey } } as const;
  try {
    const scope = await productScopeOf(db, principal);
    const rows = await db
      .select({ id: productView.id })
      .from(productView)
      .where(and(eq(productView.key, productKey), productScopeFilter(scope)));
    return rows.length ? null : outside;
  } catch (err) {
    if (err instanceof ApiError) return outside;
    throw err;
  }
}

/**
 * Whether the principal may have this node run (data assumed complete: the flow validated). For an
 * action that works on the message's device (alarm), `deviceKey` is that device at run time.
 */
export async function nodeRightProblem(
  db: Db,
  principal: Principal,
  node: FlowNode,
  deviceKey?: string,
): Promise<RightProblem | null> {
  const permission = actionPermission(node.type);
  if (permission && !can(principal, permission)) return { key: 'automationRightMissing' };
  switch (node.type) {
    case 'trigger.property':
    case 'trigger.event':
    case 'trigger.status': {
      const d = nodeDataSchemas['trigger.status'].partial({ status: true }).parse(node.data);
      return d.deviceKey ? deviceProblem(db, principal, d.deviceKey) : productProblem(db, principal, d.productKey);
    }
    case 'action.propertySet':
    case 'action.serviceInvoke': {
      const d = nodeDataSchemas['action.propertySet'].parse(node.data);
      return deviceProblem(db, principal, d.deviceKey);
    }
    case 'action.alarm':
      return deviceKey ? deviceProblem(db, principal, deviceKey) : null;
    default:
      return null;
  }
}
