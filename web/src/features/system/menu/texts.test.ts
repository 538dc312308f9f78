import { describe } from 'vitest';
import { itHasEveryLanguage } from '@/test/texts';
import { MENU, menuTexts } from './texts';

describe('menu texts', () => itHasEveryLanguage(MENU, menuTexts));
