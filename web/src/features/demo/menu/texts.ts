// The nested-menu demos' texts, registered with their code.
import { fromJson } from '@iot/contract/texts';
import { defineTexts } from '@/i18n/defineTexts';
import texts from './texts.json';

export const demoMenuTexts = fromJson(texts);

export const DEMO_MENU = defineTexts('demoMenu', demoMenuTexts);
