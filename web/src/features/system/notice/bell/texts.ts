// The bell's and the live pop-up's texts: the shell shows them, so they load with it, apart from
// the pages' texts (../texts.ts) in the same namespace.
import { fromJson } from '@iot/contract/texts';
import { defineTexts } from '@/i18n/defineTexts';
import texts from './texts.json';

export const bellTexts = fromJson(texts);

export const NOTICE = defineTexts('notice', bellTexts);
