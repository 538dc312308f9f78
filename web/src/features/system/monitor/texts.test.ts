import { describe } from 'vitest';
import { itHasEveryLanguage } from '@/test/texts';
import { MONITOR, monitorTexts } from './texts';

describe('server monitor texts', () => itHasEveryLanguage(MONITOR, monitorTexts));
