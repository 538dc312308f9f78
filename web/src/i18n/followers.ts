import type { Language } from './locales/index.ts';

/**
 * Code that must speak a new language before the app re-renders in it, but loads later than the
 * app (dayjs comes with the signed-in screens), registers here; the app waits for all of them, as
 * for antd's locale, before it switches.
 */
const followers = new Set<(lang: Language) => Promise<void>>();

export function followLanguage(follower: (lang: Language) => Promise<void>) {
  followers.add(follower);
}

export function switchFollowers(lang: Language) {
  return Promise.all([...followers].map((follow) => follow(lang)));
}
