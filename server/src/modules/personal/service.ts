// The personal centre (GFast §3.16): the caller reads and edits their own account.
import type { PersonalInfoData, PersonalTokenData } from '@iot/contract';
import type { Db } from '../../db/client.ts';
import { ApiError, businessError, Code } from '../../lib/errors.ts';
import { loadPrincipal, replaceSession } from '../auth/index.ts';
import { deptNames } from '../dept/index.ts';
import { rolesByIds } from '../role/index.ts';
import { roleIdsOf, toSysUser, userRecord } from '../user/index.ts';
import type { AppContext } from '../../context.ts';

export async function personalInfo(db: Db, userId: number): Promise<PersonalInfoData> {
  const u = await userRecord(db, userId);
  if (!u) throw businessError('userNotFound');
  const [roleRows, names] = await Promise.all([
    roleIdsOf(db, userId).then((ids) => rolesByIds(db, ids)),
    deptNames(db, [u.deptId]),
  ]);
  const roles = roleRows.sort((a, b) => a.listOrder - b.listOrder || a.id - b.id).map((r) => r.name);
  // No (or a deleted) department reads "" (GFast would crash on a missing one).
  return { user: toSysUser(u), roles, deptName: names.get(u.deptId) ?? '' };
}

// Editing one's profile and password are the user module's (editProfile, changePassword).

/**
 * The caller's session under a new token (replacing the one they called with, see replaceSession)
 * and their account as stored now (not as cached by the auth plugin).
 */
export async function renewSession(
  ctx: Pick<AppContext, 'database' | 'rights' | 'config'>,
  userId: number,
  oldToken: string,
  meta: { ip: string; userAgent: string },
): Promise<PersonalTokenData> {
  const { db } = ctx.database;
  const principal = await loadPrincipal(db, userId);
  const replaced = principal && (await replaceSession(db, oldToken, meta, ctx.config));
  if (!principal || !replaced) throw new ApiError(Code.unauthorized, 'tokenInvalid');
  // The sockets opened with the old token follow the new one (so a later logout closes them).
  await ctx.rights.publish({ type: 'sessionReplaced', from: replaced.from, to: replaced.to });
  return { token: replaced.token, userInfo: principal.loginUser };
}
