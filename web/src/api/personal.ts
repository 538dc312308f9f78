// The personal centre, gfast-v3.3-api.md §3.16: the caller's own account.
import type { PersonalInfoData, PersonalTokenData, SysUser } from '@iot/contract';
import { http } from '@/lib/http';

export type { PersonalInfoData, PersonalTokenData, SysUser };

/** personal/edit (note GFast's names here: `nickname`, `userEmail`). */
export interface PersonalEditForm {
  nickname: string;
  mobile: string;
  userEmail: string;
  /** 0 secret, 1 male, 2 female (dict sys_user_sex). */
  sex: number;
  remark: string;
  describe: string;
  /** Relative upload path; absent keeps the current avatar. */
  avatar?: string;
}

/** personal/resetPwd: GFast takes `password`; `oldPassword` (ours) is checked when given. */
export interface PersonalResetPwdForm {
  oldPassword: string;
  password: string;
}

const base = '/api/v1/system/personal';

export const personalApi = {
  getInfo: () => http.get<PersonalInfoData>(`${base}/getPersonalInfo`),
  /** Answers a new token and the stored account; the caller keeps both. */
  edit: (body: PersonalEditForm) => http.put<PersonalTokenData>(`${base}/edit`, body),
  resetPwd: (body: PersonalResetPwdForm) => http.put<null>(`${base}/resetPwd`, body),
  refreshToken: () => http.get<PersonalTokenData>(`${base}/refreshToken`),
};
