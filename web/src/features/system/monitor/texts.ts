// The server monitor page, registered when the page loads.
import { fromJson } from '@iot/contract/texts';
import { defineTexts } from '@/i18n/defineTexts';
import texts from './texts.json';

export const monitorTexts = fromJson(texts);

export const MONITOR = defineTexts('monitor', monitorTexts);
