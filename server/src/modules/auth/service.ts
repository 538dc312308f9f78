import type { LoginBody, LoginData } from '@iot/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { loginLogs, users } from '../../db/schema.ts';
import { ApiError, businessError } from '../../lib/errors.ts';
import { translate, type Lang, type MessageKey } from '../../lib/i18n.ts';
import { describeUserAgent } from '../../lib/user-agent.ts';
import { checkCaptcha } from './captcha.ts';
import { DUMMY_HASH, verifyPassword } from './password.ts';
import { lockRemainingMs, recordFailure } from './throttle.ts';
import { createSession } from './tokens.ts';

export interface ClientMeta {
  ip: string;
  userAgent: string;
  lang: Lang;
}

/**
 * GFast's login: captcha, user, password, status; every outcome is logged. Failures (captcha
 * included) feed the per-(user name, IP) throttle, and the message never says whether the user exists.
 */
export async function login(ctx: AppContext, body: LoginBody, meta: ClientMeta): Promise<LoginData> {
  const { db } = ctx.database;
  const { browser, os } = describeUserAgent(meta.userAgent);
  const log = (status: 0 | 1, key: MessageKey, params = {}) =>
    db.insert(loginLogs).values({
      loginName: body.username,
      ipaddr: meta.ip,
      loginLocation: isPrivateIp(meta.ip) ? '内网IP' : '',
      browser,
      os,
      status,
      msg: translate('zh-CN', key, params),
      module: '系统后台',
    });
  const fail = async (key: MessageKey) => {
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

  const [user] = await db.select().from(users).where(eq(users.userName, body.username));
  // Compare against a dummy hash for unknown users so both paths take the same time.
  const passwordOk = await verifyPassword(body.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !passwordOk) throw await fail('loginWrong');
  if (user.userStatus === 0) throw await fail('accountFrozen');

  const token = await createSession(db, user.id, meta, ctx.config);
  await db.update(users).set({ lastLoginIp: meta.ip, lastLoginTime: new Date() }).where(eq(users.id, user.id));
  await log(1, 'loginOk');
  const principal = (await ctx.rights.principal(user.id))!;
  const { menuList, permissions } = await ctx.rights.menusOf(principal);
  return { token, menuList, permissions, userInfo: principal.loginUser };
}

export function isPrivateIp(ip: string): boolean {
  return /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|::ffff:127\.|fc|fd)/.test(ip);
}
