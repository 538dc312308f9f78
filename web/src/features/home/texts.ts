// The home page's texts, registered with its code; the visualising boards use them too.
import { fromJson } from '@iot/contract/texts';
import { defineTexts } from '@/i18n/defineTexts';
import texts from './texts.json';

export const homeTexts = fromJson(texts);

export const HOME = defineTexts('home', homeTexts);
