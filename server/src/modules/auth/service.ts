import type { LoginBody, LoginData } from '@iot/contract';
import type { AppContext } from '../../context.ts';
import { ApiError, businessError } from '../../lib/errors.ts';
import { inLang, type Lang } from '../../lib/lang.ts';
import { recordLogin } from '../loginlog/index.ts';
import { markLoggedIn, userNamed } from '../user/index.ts';
import { checkCaptcha } from './captcha.ts';
import type { MenuShape } from './cache.ts';
import { authMessages } from './messages.ts';
import { DUMMY_HASH, verifyPassword } from '../../access/password.ts';
import { lockRemainingMs, recordFailure } from './throttle.ts';
import { createSession, revokeSession } from './tokens.ts';
import { hashToken } from '../../access/tokens.ts';
import type { Principal } from '../../access/principal.ts';

type LoginOutcome = keyof typeof authMessages;

export interface ClientMeta {
  ip: string;
  userAgent: string;
  lang: Lang;
  /** The menus' shape: this console's (with /home) or GFast's. */
  menuShape: MenuShape;
  /** Where a login log row that could not be written is reported (the login goes on). */
  onLogError?: (err: unknown) => void;
}

/**
 * GFast's login: captcha, user, password, status; every outcome is logged. Failures (captcha
 * included) feed the per-(user name, IP) throttle, and the message never says whether the user exists.
 */
export async function login(ctx: AppContext, body: LoginBody, meta: ClientMeta): Promise<LoginData> {
  const { db } = ctx.database;
  const log = (status: 0 | 1, key: LoginOutcome, params = {}) =>
    recordLogin(
      db,
      // The login log is written in zh-CN, whatever language the caller reads.
      {
        loginName: body.username,
        ip: meta.ip,
        userAgent: meta.userAgent,
        status,
        msg: inLang(authMessages[key], 'zh-CN', params),
      },
      meta.onLogError ?? (() => undefined),
    );
  const fail = async (key: LoginOutcome) => {
    await recordFailure(db, body.username, meta.ip);
    await log(0, key);
    return businessError(key);
  };

  const lockMs = await lockRemainingMs(db, body.username, meta.ip);
  if (lockMs > 0) {
    const minutes = Math.ceil(lockMs / 60000);
    await log(0, 'loginThrottled', { minutes });
    throw new ApiError(50, 'loginThrottled', { minutes });
  }
  if (ctx.config.captcha && !(await checkCaptcha(db, body.verifyKey, body.verifyCode)))
    throw await fail('captchaWrong');

  const user = await userNamed(db, body.username);
  // Compare against a dummy hash for unknown users so both paths take the same time.
  const passwordOk = await verifyPassword(body.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !passwordOk) throw await fail('loginWrong');
  if (user.userStatus === 0) throw await fail('accountFrozen');

  const token = await createSession(db, user.id, meta, ctx.config);
  await markLoggedIn(db, user.id, meta.ip);
  await log(1, 'loginOk');
  const principal = (await ctx.rights.principal(user.id))!;
  const { menuList, permissions } = await ctx.rights.menusOf(principal);
  return { token, menuList: menuList[meta.menuShape], permissions, userInfo: principal.loginUser };
}

/** Ends the caller's session on every process (its live sockets close) and logs the logout. */
export async function logout(
  ctx: AppContext,
  token: string,
  principal: Principal,
  meta: Pick<ClientMeta, 'ip' | 'userAgent' | 'onLogError'>,
): Promise<void> {
  await revokeSession(ctx.database.db, token);
  await ctx.rights.publish({ type: 'sessionRevoked', tokenHashes: [hashToken(token)] });
  await recordLogin(
    ctx.database.db,
    {
      loginName: principal.loginUser.userName,
      ip: meta.ip,
      userAgent: meta.userAgent,
      status: 1,
      msg: inLang(authMessages.logoutOk, 'zh-CN'),
    },
    meta.onLogError ?? (() => undefined),
  );
}
