import { describe } from 'vitest';
import { itHasEveryLanguage } from '@/test/texts';
import { PRODUCT, productTexts } from './texts';

describe('product texts', () => itHasEveryLanguage(PRODUCT, productTexts));
