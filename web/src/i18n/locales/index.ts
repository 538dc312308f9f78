// The texts of the shell, each key in all three languages side by side. The first page gets only
// what the request layer and the theme engine say (the login page registers its own with its code,
// features/auth/texts.ts); the signed-in screens' texts come as one chunk (screens.ts), a feature's
// with its code (defineTexts).
import type { TextTree } from '@iot/contract/texts';
import common from './common.ts';
import helpers from './helpers.ts';

export type Language = 'zh-cn' | 'en' | 'zh-tw';
/** A namespace's texts, each key with its three languages side by side (contract/texts.ts). */
export type LocaleFile = TextTree;

export const bootLocales: Record<string, LocaleFile> = { common, helpers };

/** The signed-in screens' texts, as their own chunk. */
export const loadScreenLocales = () => import('./screens.ts').then((m) => m.screenLocales);
