// Devices: the list, its dialogs and the detail page; registered with them.
import { fromJson } from '@iot/contract/texts';
import { defineTexts } from '@/i18n/defineTexts';
import texts from './texts.json';

export const deviceTexts = fromJson(texts);

export const DEVICE = defineTexts('device', deviceTexts);
