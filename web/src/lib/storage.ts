// The browser storage contract (DESIGN.md): JSON values, no key prefix; the token lives in a cookie.
import Cookies from 'js-cookie';

/** DESIGN.md's localStorage keys, the product list's cards-or-table choice and the grid layout demo's tiles. */
export type LocalKey =
  | 'themeConfig'
  | 'themeConfigStyle'
  | 'oldLayout'
  | 'frequency'
  | 'productListView'
  /** The grid layout demo's tiles, as react-grid-layout's layout array. */
  | 'demoGridLayout';
/** DESIGN.md's sessionStorage keys. */
export type SessionKey = 'userInfo' | 'userMenu' | 'permissions' | 'tagsViewList' | 'isTagsViewCurrenFull';

function store<K extends string>(area: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>) {
  return {
    /** The stored value, or null when it is missing or not JSON. */
    get<T>(key: K): T | null {
      const raw = area().getItem(key);
      if (raw === null) return null;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return null;
      }
    },
    /** Stores the value as JSON. */
    set(key: K, value: unknown) {
      area().setItem(key, JSON.stringify(value));
    },
    /** Forgets one key. */
    remove(key: K) {
      area().removeItem(key);
    },
    /** Empties the whole area. */
    clear() {
      area().clear();
    },
  };
}

/** Outside a browser (the build pre-rendering /login) nothing is stored: a first visit's view. */
const nowhere: Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'> = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
  clear: () => undefined,
};
const inBrowser = (area: () => Storage) => () => (typeof window === 'undefined' ? nowhere : area());

/** localStorage: themeConfig, themeConfigStyle, oldLayout, frequency. */
export const Local = store<LocalKey>(inBrowser(() => window.localStorage));
/** sessionStorage: userInfo, userMenu, permissions, tagsViewList, isTagsViewCurrenFull. */
export const Session = store<SessionKey>(inBrowser(() => window.sessionStorage));

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

/** The settings drawer's reset (spec §4): the token, sessionStorage and localStorage all go. */
export function clearAll() {
  clearSession();
  Local.clear();
}
