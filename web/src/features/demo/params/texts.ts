// The route-parameter demos' texts, registered with their code.
import { fromJson } from '@iot/contract/texts';
import { defineTexts } from '@/i18n/defineTexts';
import texts from './texts.json';

export const demoParamsTexts = fromJson(texts);

export const DEMO_PARAMS = defineTexts('demoParams', demoParamsTexts);
