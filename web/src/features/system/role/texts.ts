// Role management: the role tree, the add/edit dialog with its menu tree and effective time, the
// data-scope dialog and the users of a role, registered when the page loads.
import { fromJson } from '@iot/contract/texts';
import { defineTexts } from '@/i18n/defineTexts';
import texts from './texts.json';

export const roleTexts = fromJson(texts);

export const ROLE = defineTexts('role', roleTexts);
