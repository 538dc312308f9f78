// The demo page's texts, registered with its code (its own chunk).
import { fromJson } from '@iot/contract/texts';
import { defineTexts } from '@/i18n/defineTexts';
import texts from './texts.json';

export const demoTexts = fromJson(texts);

export const TAGS_DEMO = defineTexts('demoTagsView', demoTexts);
