import type { CaptchaData, LoginBody, LoginData, UserMenusData } from '@iot/contract';
import { http } from '@/lib/http';

export const authApi = {
  captcha: () => http.get<CaptchaData>('/api/v1/pub/captcha/get'),
  login: (body: LoginBody) => http.post<LoginData>('/api/v1/system/login', body),
  mobileLogin: (body: { mobile: string; code: string }) => http.post<null>('/api/v1/system/mobileLogin', body),
  logout: () => http.get<null>('/api/v1/system/logout'),
  getUserMenus: () => http.get<UserMenusData>('/api/v1/system/user/getUserMenus'),
};
