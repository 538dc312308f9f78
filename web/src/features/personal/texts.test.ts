import { describe } from 'vitest';
import { itHasEveryLanguage } from '@/test/texts';
import { PERSONAL, personalTexts } from './texts';

describe('personal texts', () => itHasEveryLanguage(PERSONAL, personalTexts));
