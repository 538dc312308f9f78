// The page-pattern demos' texts, registered with their code.
import { fromJson } from '@iot/contract/texts';
import { defineTexts } from '@/i18n/defineTexts';
import texts from './texts.json';

export const demoPagesTexts = fromJson(texts);

export const DEMO_PAGES = defineTexts('demoPages', demoPagesTexts);
