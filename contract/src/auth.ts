import { z } from 'zod';
import { optStr, requiredStr } from './fields.ts';

export const loginBody = z.object({
  username: requiredStr(64),
  password: requiredStr(128),
  verifyCode: optStr(16),
  verifyKey: optStr(64),
});
export type LoginBody = z.infer<typeof loginBody>;

export interface CaptchaData {
  key: string;
  img: string;
  verifyStatus: number;
}
