import { describe, expect, it } from 'vitest';
import { bootLocales } from './locales/index.ts';
import { screenLocales } from './locales/screens.ts';

const locales = { ...bootLocales, ...screenLocales };

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('locales', () => {
  for (const [ns, file] of Object.entries(locales)) {
    it(`${ns} has the same keys in zh-cn, en and zh-tw, none empty`, () => {
      const zh = keys(file['zh-cn']).sort();
      expect(keys(file.en).sort()).toEqual(zh);
      expect(keys(file['zh-tw']).sort()).toEqual(zh);
      for (const lang of ['zh-cn', 'en', 'zh-tw'] as const) {
        for (const k of keys(file[lang])) {
          const v = k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], file[lang]);
          expect(typeof v === 'string' && v.trim().length > 0, `${lang}:${ns}.${k}`).toBe(true);
        }
      }
    });
  }
});
