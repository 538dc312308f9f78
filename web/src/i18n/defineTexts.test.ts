import { describe, expect, it } from 'vitest';
import i18n from './index.ts';
import { defineTexts } from './defineTexts.ts';

describe('defineTexts', () => {
  it('registers a namespace in all three languages and returns its name', async () => {
    const ns = defineTexts('sample', {
      hello: ['你好', 'Hello', '妳好'],
      same: 'ID',
      nested: { bye: ['再见', 'Bye', '再見'] },
    });
    expect(ns).toBe('sample');
    expect(i18n.t('sample:hello', { lng: 'en' })).toBe('Hello');
    expect(i18n.t('sample:hello', { lng: 'zh-tw' })).toBe('妳好');
    expect(i18n.t('sample:nested.bye', { lng: 'zh-cn' })).toBe('再见');
    expect(i18n.t('sample:same', { lng: 'en' })).toBe('ID');
  });
});
