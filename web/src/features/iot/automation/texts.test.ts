import { describe } from 'vitest';
import { itHasEveryLanguage } from '@/test/texts';
import { AUTOMATION, automationTexts } from './texts';

describe('automation texts', () => itHasEveryLanguage(AUTOMATION, automationTexts));
