// Product categories, products and their object models: the three screens, their dialogs and the
// object-model editor, registered when the product feature loads.
import { fromJson } from '@iot/contract/texts';
import { defineTexts } from '@/i18n/defineTexts';
import texts from './texts.json';

export const productTexts = fromJson(texts);

export const PRODUCT = defineTexts('iotProduct', productTexts);
