import { describe } from 'vitest';
import { itHasEveryLanguage } from '@/test/texts';
import { LOGIN_LOG, loginLogTexts } from './texts';

describe('login log texts', () => itHasEveryLanguage(LOGIN_LOG, loginLogTexts));
