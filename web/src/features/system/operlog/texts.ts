// The operation log: the page and its detail drawer, registered when the page loads.
import { fromJson } from '@iot/contract/texts';
import { defineTexts } from '@/i18n/defineTexts';
import texts from './texts.json';

export const operLogTexts = fromJson(texts);

export const OPER_LOG = defineTexts('operLog', operLogTexts);
