// Dictionary types and their items: the texts of both pages and their dialogs, registered when the
// pages load.
import { fromJson } from '@iot/contract/texts';
import { defineTexts } from '@/i18n/defineTexts';
import texts from './texts.json';

export const dictTexts = fromJson(texts);

export const DICT = defineTexts('dict', dictTexts);
