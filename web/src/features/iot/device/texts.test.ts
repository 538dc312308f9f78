import { describe } from 'vitest';
import { itHasEveryLanguage } from '@/test/texts';
import { DEVICE, deviceTexts } from './texts';

describe('device texts', () => itHasEveryLanguage(DEVICE, deviceTexts));
