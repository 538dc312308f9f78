// The browser storage contract (DESIGN.md): JSON values, no key prefix; the token lives in a cookie.
import Cookies from 'js-cookie';

function store(area: () => Storage) {
  return {
    get<T>(key: string): T | null {
      const raw = area().getItem(key);
      if (raw === null) return null;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return null;
      }
    },
    set(key: string, value: unknown) {
      area().setItem(key, JSON.stringify(value));
    },
    remove(key: string) {
      area().removeItem(key);
    },
    clear() {
      area().clear();
    },
  };
}

/** localStorage: themeConfig, themeConfigStyle, oldLayout, frequency. */
export const Local = store(() => window.localStorage);
/** sessionStorage: userInfo, userMenu, permissions, tagsViewList, isTagsViewCurrenFull. */
export const Session = store(() => window.sessionStorage);

/** The session token cookie (path /, SameSite=Strict). */
export const TokenCookie = {
  get: (): string | undefined => Cookies.get('token') || undefined,
  set: (token: string) => Cookies.set('token', token, { path: '/', sameSite: 'Strict' }),
  remove: () => Cookies.remove('token', { path: '/' }),
};

/** Logging out or a dead session: the token and everything in sessionStorage go. */
export function clearSession() {
  TokenCookie.remove();
  Session.clear();
}
