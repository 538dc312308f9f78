import { describe } from 'vitest';
import { itHasEveryLanguage } from '@/test/texts';
import { ALARM_BELL, alarmBellTexts } from './bell/texts';
import { ALARM, alarmTexts } from './texts';

describe('alarm texts', () => itHasEveryLanguage(ALARM, alarmTexts));

describe('alarm bell texts', () => itHasEveryLanguage(ALARM_BELL, alarmBellTexts));
