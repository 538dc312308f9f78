// Automations: the flow list and the designer, registered when either loads.
import { fromJson } from '@iot/contract/texts';
import { defineTexts } from '@/i18n/defineTexts';
import texts from './texts.json';

export const automationTexts = fromJson(texts);

export const AUTOMATION = defineTexts('automation', automationTexts);
