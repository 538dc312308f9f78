import { z } from 'zod';
import type { LoginUser } from './envelope.ts';
import { optStr, requiredStr } from './fields.ts';

export const loginBody = z.object({
  username: requiredStr(64),
  password: requiredStr(128),
  verifyCode: optStr(16),
  verifyKey: optStr(64),
});
export type LoginBody = z.infer<typeof loginBody>;

/**
 * SagooIoT's `POST /login` (its console's views/login/component/account.vue sends
 * `{userName, password, captcha, VerifyKey}`; its server declares `verifyKey`), as our login's body.
 */
export const sagooLoginBody = z
  .preprocess(
    (v) => {
      if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
      const o = v as Record<string, unknown>;
      return { ...o, verifyKey: o.verifyKey === undefined || o.verifyKey === '' ? o.VerifyKey : o.verifyKey };
    },
    z.object({
      userName: requiredStr(64),
      password: requiredStr(128),
      captcha: optStr(16),
      verifyKey: optStr(64),
    }),
  )
  .transform(
    (b): LoginBody => ({ username: b.userName, password: b.password, verifyCode: b.captcha, verifyKey: b.verifyKey }),
  );

/** SagooIoT's login answer: its `userInfo` (ours, with its `status` and `roleIds`), the token, no forced password change. */
export interface SagooLoginData {
  userInfo: SagooUserInfo;
  token: string;
  isChangePwd: 0 | 1;
}

/** The user as SagooIoT's console keeps it (`Info` of currentUser, `userInfo` of login). */
export interface SagooUserInfo extends LoginUser {
  status: number;
  roleIds: number[];
}

export interface CaptchaData {
  key: string;
  img: string;
  verifyStatus: number;
}
