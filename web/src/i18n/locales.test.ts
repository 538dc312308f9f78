import { describe } from 'vitest';
import { itHasEveryLanguage } from '@/test/texts';
import { bootLocales } from './locales/index.ts';
import { screenLocales } from './locales/screens.ts';

const locales = { ...bootLocales, ...screenLocales };

describe('locales', () => {
  for (const [ns, tree] of Object.entries(locales)) itHasEveryLanguage(ns, tree);
});
