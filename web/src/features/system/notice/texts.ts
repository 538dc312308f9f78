// Notices: the notification centre, notice management and its editor, registered when the pages
// load. The bell's and the pop-up's texts (bell/texts.ts) are in the same namespace but come with
// the shell, which shows them.
import { fromJson } from '@iot/contract/texts';
import { defineTexts } from '@/i18n/defineTexts';
import texts from './texts.json';

export const noticeTexts = fromJson(texts);

export const NOTICE = defineTexts('notice', noticeTexts);
