// User management, its dialogs and the user picker other screens use; registered with them.
import { fromJson } from '@iot/contract/texts';
import { defineTexts } from '@/i18n/defineTexts';
import texts from './texts.json';

export const userTexts = fromJson(texts);

export const USER = defineTexts('user', userTexts);
