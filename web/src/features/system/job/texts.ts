// Scheduled jobs: the page, its dialog and the job log, registered when the page loads.
import { fromJson } from '@iot/contract/texts';
import { defineTexts } from '@/i18n/defineTexts';
import texts from './texts.json';

export const jobTexts = fromJson(texts);

export const JOB = defineTexts('sysJob', jobTexts);
