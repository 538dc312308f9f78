import { describe } from 'vitest';
import { itHasEveryLanguage } from '@/test/texts';
import { ICON_PICKER, iconPickerTexts } from './texts';

describe('icon picker texts', () => itHasEveryLanguage(ICON_PICKER, iconPickerTexts));
