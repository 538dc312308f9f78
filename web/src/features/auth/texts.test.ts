import { describe } from 'vitest';
import { itHasEveryLanguage } from '@/test/texts';
import { LOGIN, loginTexts } from './texts';

describe('login texts', () => itHasEveryLanguage(LOGIN, loginTexts));
