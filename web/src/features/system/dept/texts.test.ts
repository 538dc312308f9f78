import { describe } from 'vitest';
import { itHasEveryLanguage } from '@/test/texts';
import { DEPT, deptTexts } from './texts';

describe('dept texts', () => itHasEveryLanguage(DEPT, deptTexts));
