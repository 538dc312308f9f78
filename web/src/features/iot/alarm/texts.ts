// Alarms: the settings page (levels and rules) and the alarm log, registered when either loads.
import { fromJson } from '@iot/contract/texts';
import { defineTexts } from '@/i18n/defineTexts';
import texts from './texts.json';

export const alarmTexts = fromJson(texts);

export const ALARM = defineTexts('alarm', alarmTexts);
