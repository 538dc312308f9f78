import { describe } from 'vitest';
import { itHasEveryLanguage } from '@/test/texts';
import { HOME, homeTexts } from './texts';

describe('home texts', () => itHasEveryLanguage(HOME, homeTexts));
