import { describe } from 'vitest';
import { itHasEveryLanguage } from '@/test/texts';
import { POST, postTexts } from './texts';

describe('post texts', () => itHasEveryLanguage(POST, postTexts));
