import { describe } from 'vitest';
import { itHasEveryLanguage } from '@/test/texts';
import { ATTACHMENT, attachmentTexts } from './texts';

describe('attachment texts', () => itHasEveryLanguage(ATTACHMENT, attachmentTexts));
