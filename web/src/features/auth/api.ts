// Signing in and out, and renewing the session's token. Plain calls, not TanStack queries: the login
// page (the first page of every visit) does not load the query library.
import type { CaptchaData, LoginBody, LoginData, PersonalTokenData } from '@iot/contract';
import { WITH_HOME } from '@iot/contract/envelope';
import { http } from '@/lib/http';

export const authApi = {
  captcha: () => http.get<CaptchaData>('/api/v1/pub/captcha/get'),
  // The menus in this console's shape, with /home (see WITH_HOME).
  login: (body: LoginBody) => http.post<LoginData>(`/api/v1/system/login?${WITH_HOME}`, body),
  mobileLogin: (body: { mobile: string; code: string }) => http.post<null>('/api/v1/system/mobileLogin', body),
  logout: () => http.get<null>('/api/v1/system/logout'),
};

/**
 * A new token and the account as stored now (GFast's personal/refreshToken), for the live channel
 * when the server says the user's rights changed. The caller keeps both (useUserStore.setSession).
 */
export const refreshToken = () => http.get<PersonalTokenData>('/api/v1/system/personal/refreshToken');
