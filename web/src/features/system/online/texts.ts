// The online users page, registered when the page loads.
import { fromJson } from '@iot/contract/texts';
import { defineTexts } from '@/i18n/defineTexts';
import texts from './texts.json';

export const onlineTexts = fromJson(texts);

export const ONLINE = defineTexts('online', onlineTexts);
