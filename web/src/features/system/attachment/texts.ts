// Attachments: the list page and its upload dialog, registered when the page loads.
import { fromJson } from '@iot/contract/texts';
import { defineTexts } from '@/i18n/defineTexts';
import texts from './texts.json';

export const attachmentTexts = fromJson(texts);

export const ATTACHMENT = defineTexts('attachment', attachmentTexts);
