// Who hears of a new alarm: every user allowed to see its device (a live `alarm` frame), and the
// rule's webhooks (a signed POST, retried with exponential back-off, each delivery logged).
import { createHmac } from 'node:crypto';
import { PERMISSIONS, type AlarmLogRow } from '@iot/contract';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../lib/errors.ts';
import { inScope } from '../../access/data-scope.ts';
import { can } from '../../access/principal.ts';
import { loadPrincipal } from '../auth/index.ts';
import { enabledUserIds } from '../user/index.ts';
import { alarmScopeOf } from './logs.ts';
import { alarmWebhooks } from './schema.ts';

/**
 * Ids of the enabled users with the alarm log menu whose alarm scope covers the device. One
 * principal and scope per user: run when an alarm opens, not for every message.
 */
export async function usersWhoSeeAlarm(db: Db, device: { deptId: number; createdBy: number }): Promise<number[]> {
  const seeing: number[] = [];
  for (const id of await enabledUserIds(db)) {
    const principal = await loadPrincipal(db, id);
    if (!principal || principal.userStatus === 0) continue;
    if (!principal.isSuperAdmin && !can(principal, PERMISSIONS.alarm.logList)) continue;
    try {
      const scope = await alarmScopeOf(db, principal);
      if (inScope(scope, device.deptId, device.createdBy === id)) seeing.push(id);
    } catch (err) {
      // A user without a department and without scope rows sees no alarm.
      if (!(err instanceof ApiError)) throw err;
    }
  }
  return seeing;
}

export interface WebhookSettings {
  /** Tries per delivery. */
  attempts: number;
  /** The wait before the second try; doubled before each further one. */
  backoffMs: number;
  /** How long one try may take. */
  timeoutMs: number;
}

export const DEFAULT_WEBHOOK_SETTINGS: WebhookSettings = { attempts: 3, backoffMs: 1000, timeoutMs: 5000 };

/** The `X-Signature` header of a body: `sha256=` and the hex HMAC-SHA256 of the body with the rule's secret. */
export const signature = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * POSTs `{event: "alarm", data: <alarm log row>}` to `url` until it answers 2xx or the tries run
 * out (a 4xx other than 408/429 is not retried: the receiver refused it), then logs the delivery.
 */
export async function deliverWebhook(
  db: Db,
  target: { ruleId: number; logId: number; url: string; secret: string },
  row: AlarmLogRow,
  settings: WebhookSettings,
  closing: AbortSignal,
): Promise<void> {
  const body = JSON.stringify({ event: 'alarm', data: row });
  const createdAt = new Date();
  let attempts = 0;
  let statusCode: number | null = null;
  let error = '';
  let ok = false;
  while (attempts < settings.attempts && !closing.aborted) {
    if (attempts > 0) await sleep(settings.backoffMs * 2 ** (attempts - 1), closing);
    if (closing.aborted) break;
    attempts++;
    try {
      const res = await fetch(target.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': signature(target.secret, body) },
        body,
        signal: AbortSignal.any([AbortSignal.timeout(settings.timeoutMs), closing]),
      });
      statusCode = res.status;
      await res.body?.cancel();
      ok = res.ok;
      error = ok ? '' : `HTTP ${res.status}`;
      if (ok || (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429)) break;
    } catch (err) {
      statusCode = null;
      error = (err as Error).message || String(err);
    }
  }
  if (!attempts) error = 'the server was shutting down';
  await db.insert(alarmWebhooks).values({
    ruleId: target.ruleId,
    logId: target.logId,
    url: target.url,
    statusCode,
    attempts,
    ok,
    error: error.slice(0, 500),
    createdAt,
    finishedAt: new Date(),
  });
}
