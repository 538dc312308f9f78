// The login log page, registered when the page loads.
import { fromJson } from '@iot/contract/texts';
import { defineTexts } from '@/i18n/defineTexts';
import texts from './texts.json';

export const loginLogTexts = fromJson(texts);

export const LOGIN_LOG = defineTexts('loginLog', loginLogTexts);
