// The personal centre's texts, registered with its code.
import { fromJson } from '@iot/contract/texts';
import { defineTexts } from '@/i18n/defineTexts';
import texts from './texts.json';

export const personalTexts = fromJson(texts);

export const PERSONAL = defineTexts('personal', personalTexts);
