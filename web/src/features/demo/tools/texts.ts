// The tools demo's texts, registered with its code.
import { fromJson } from '@iot/contract/texts';
import { defineTexts } from '@/i18n/defineTexts';
import texts from './texts.json';

export const demoToolsTexts = fromJson(texts);

export const DEMO_TOOLS = defineTexts('demoTools', demoToolsTexts);
