// The code generator: the list, the import, preview and report dialogs and the editor, registered when a page loads.
import { fromJson } from '@iot/contract/texts';
import { defineTexts } from '@/i18n/defineTexts';
import texts from './texts.json';

export const genTexts = fromJson(texts);

export const GEN = defineTexts('toolsGen', genTexts);
