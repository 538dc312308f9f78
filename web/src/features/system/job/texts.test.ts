import { describe } from 'vitest';
import { itHasEveryLanguage } from '@/test/texts';
import { JOB, jobTexts } from './texts';

describe('job texts', () => itHasEveryLanguage(JOB, jobTexts));
