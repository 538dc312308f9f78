import { describe } from 'vitest';
import { itHasEveryLanguage } from '@/test/texts';
import { ROLE, roleTexts } from './texts';

describe('role texts', () => itHasEveryLanguage(ROLE, roleTexts));
