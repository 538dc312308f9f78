// The personal-centre demo's texts, registered with its code.
import { fromJson } from '@iot/contract/texts';
import { defineTexts } from '@/i18n/defineTexts';
import texts from './texts.json';

export const demoPersonalTexts = fromJson(texts);

export const DEMO_PERSONAL = defineTexts('demoPersonal', demoPersonalTexts);
