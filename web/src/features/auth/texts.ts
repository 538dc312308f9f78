// The login page's texts. The page is in the first chunk every visit loads (and pre-rendered at build
// time), so these register with its code, before it renders.
import { fromJson } from '@iot/contract/texts';
import { defineTexts } from '@/i18n/defineTexts';
import texts from './texts.json';

export const loginTexts = fromJson(texts);

export const LOGIN = defineTexts('login', loginTexts);
