// System parameters: the page and its dialog, registered when the page loads.
import { fromJson } from '@iot/contract/texts';
import { defineTexts } from '@/i18n/defineTexts';
import texts from './texts.json';

export const configTexts = fromJson(texts);

export const CONFIG = defineTexts('config', configTexts);
