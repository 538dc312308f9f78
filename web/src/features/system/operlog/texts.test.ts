import { describe } from 'vitest';
import { itHasEveryLanguage } from '@/test/texts';
import { OPER_LOG, operLogTexts } from './texts';

describe('operation log texts', () => itHasEveryLanguage(OPER_LOG, operLogTexts));
