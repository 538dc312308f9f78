// Posts (job positions): the management page and its dialog, registered when the page loads.
import { fromJson } from '@iot/contract/texts';
import { defineTexts } from '@/i18n/defineTexts';
import texts from './texts.json';

export const postTexts = fromJson(texts);

export const POST = defineTexts('post', postTexts);
