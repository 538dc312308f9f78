import { describe } from 'vitest';
import { itHasEveryLanguage } from '@/test/texts';
import { GEN, genTexts } from './texts';

describe('code generator texts', () => itHasEveryLanguage(GEN, genTexts));
