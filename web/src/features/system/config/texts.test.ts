import { describe } from 'vitest';
import { itHasEveryLanguage } from '@/test/texts';
import { CONFIG, configTexts } from './texts';

describe('config texts', () => itHasEveryLanguage(CONFIG, configTexts));
