import { describe } from 'vitest';
import { itHasEveryLanguage } from '@/test/texts';
import { DICT, dictTexts } from './texts';

describe('dict texts', () => itHasEveryLanguage(DICT, dictTexts));
