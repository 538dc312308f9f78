import { describe } from 'vitest';
import { itHasEveryLanguage } from '@/test/texts';
import { ONLINE, onlineTexts } from './texts';

describe('online users texts', () => itHasEveryLanguage(ONLINE, onlineTexts));
