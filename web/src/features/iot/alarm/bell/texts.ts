// The bell's alarm texts: the shell shows them, so they load with it, apart from the alarm pages'
// texts (../texts.ts).
import { fromJson } from '@iot/contract/texts';
import { defineTexts } from '@/i18n/defineTexts';
import texts from './texts.json';

export const alarmBellTexts = fromJson(texts);

export const ALARM_BELL = defineTexts('alarmBell', alarmBellTexts);
