// Menu management: the tree, its search and the add/edit dialog, registered when the page loads.
import { fromJson } from '@iot/contract/texts';
import { defineTexts } from '@/i18n/defineTexts';
import texts from './texts.json';

export const menuTexts = fromJson(texts);

export const MENU = defineTexts('menu', menuTexts);
