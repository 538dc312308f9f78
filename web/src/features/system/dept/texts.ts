// Departments: the management page, its dialog and the department pickers other pages use,
// registered when the dept feature loads.
import { fromJson } from '@iot/contract/texts';
import { defineTexts } from '@/i18n/defineTexts';
import texts from './texts.json';

export const deptTexts = fromJson(texts);

export const DEPT = defineTexts('dept', deptTexts);
