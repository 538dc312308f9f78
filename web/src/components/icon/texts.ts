// The icon picker's texts, registered with its code (it shows only in the menu dialog, which loads
// with its page).
import { fromJson } from '@iot/contract/texts';
import { defineTexts } from '@/i18n/defineTexts';
import texts from './texts.json';

export const iconPickerTexts = fromJson(texts);

export const ICON_PICKER = defineTexts('iconPicker', iconPickerTexts);
