// SagooIoT's login as its console (sagooiot-ui) makes it: `GET /captcha`, `POST /login`, `GET
// /sysinfo`, `GET /system/user/currentUser` (its user and menus), `POST /loginOut`. The same
// captchas, login throttle, sessions and login log as ours and GFast's (service.ts); only the
// shapes are SagooIoT's.
import { ACCESS, sagooLoginBody, type SagooLoginData, type SagooUserInfo } from '@iot/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../../access/principal.ts';
import { ok } from '../../lib/envelope.ts';
import { parseInput } from '../../lib/request.ts';
import { principalOf } from '../../plugins/auth.ts';
import { issueCaptcha } from './captcha.ts';
import { sagooMenus, SAGOO_HOME } from './sagoo-menus.ts';
import { login, logout } from './service.ts';
import serverPackage from '../../../package.json';

/**
 * The cookie that carries the session to SagooIoT's notification stream (`/subscribe/sysMessage`,
 * the live module): its console opens it with EventSource, which sends no Authorization header,
 * and names only `userId`, which proves nothing. Set by its login, HttpOnly and SameSite=Strict,
 * and read by that stream alone (a GET that changes nothing): no other route takes it.
 */
export const SSE_COOKIE = 'sagoo_sse';

/** The user as SagooIoT's console keeps it: ours, with its `status` and `roleIds`. */
export const sagooUserInfo = (p: Principal): SagooUserInfo => ({
  ...p.loginUser,
  status: p.userStatus,
  roleIds: p.roleIds,
});

/**
 * `target` of sysinfo, base64 of `<password change period>|<security control>|<RSA>|SAGOOIOT`
 * (its App.vue): no forced password change, and its security control off, so its console sends
 * the password as typed (no RSA) and shows every button and column; what a user may do is still
 * checked here on every call.
 */
const SYSINFO_TARGET = Buffer.from('0|0|0|SAGOOIOT').toString('base64');

function setStreamCookie(req: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(SSE_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: req.protocol === 'https',
  });
}

export default async function sagooAuthRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

  app.get('/api/v1/captcha', { config: { permission: ACCESS.public, ...perMinute(120) } }, async () => {
    const { key, img } = await issueCaptcha(ctx.database.db, ctx.config.captcha);
    return ok({ key, img });
  });

  app.post('/api/v1/login', { config: { permission: ACCESS.public, ...perMinute(60) } }, async (req, reply) => {
    const body = parseInput(sagooLoginBody, req);
    const { token, userInfo } = await login(ctx, body, {
      ip: req.ip,
      userAgent: req.headers['user-agent'] ?? '',
      lang: req.lang,
      menuShape: 'withHome',
      onLogError: (err) => req.log.error({ err }, 'login log'),
    });
    // Cached by the login itself, which read it to answer.
    const principal = (await ctx.rights.principal(userInfo.id))!;
    setStreamCookie(req, reply, token);
    const data: SagooLoginData = { userInfo: sagooUserInfo(principal), token, isChangePwd: 0 };
    return ok(data);
  });

  app.post('/api/v1/loginOut', { config: { permission: ACCESS.login } }, async (req, reply) => {
    await logout(ctx, req.token!, principalOf(req), {
      ip: req.ip,
      userAgent: req.headers['user-agent'] ?? '',
      onLogError: (err) => req.log.error({ err }, 'login log'),
    });
    reply.clearCookie(SSE_COOKIE, { path: '/' });
    return ok();
  });

  // Read by its login page and on every load (App.vue), before anyone is signed in.
  app.get('/api/v1/sysinfo', { config: { permission: ACCESS.public, ...perMinute(600) } }, async () =>
    ok({
      systemName: 'IoT platform',
      systemCopyright: '',
      systemLogo: '',
      systemLogoMini: '',
      systemLoginPIC: '',
      systemHomePageRoute: SAGOO_HOME,
      buildVersion: serverPackage.version,
      buildTime: '',
      commitID: '',
      target: SYSINFO_TARGET,
    }),
  );

  // `Info` and `Data` both present: its console's response handler passes the object on whole.
  app.get('/api/v1/system/user/currentUser', { config: { permission: ACCESS.login } }, async (req) => {
    const principal = principalOf(req);
    const { menuList } = await ctx.rights.menusOf(principal);
    return ok({ Info: sagooUserInfo(principal), Data: sagooMenus(menuList.withHome) });
  });
}
