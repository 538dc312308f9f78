import { describe, expect, it } from 'vitest';
import i18n, { LANGUAGES } from '@/i18n';
import { NOTICE as BELL } from './bell/texts';
import { NOTICE } from './texts';

/** Every text of a bundle with its path. */
const leaves = (tree: object, prefix = ''): [string, unknown][] =>
  Object.entries(tree).flatMap(([k, v]) =>
    v !== null && typeof v === 'object' ? leaves(v as object, `${prefix}${k}.`) : [[`${prefix}${k}`, v]],
  );

describe('notice texts', () => {
  it("has every text in zh-cn, en and zh-tw, none empty (the pages' and the bell's)", () => {
    expect(BELL).toBe(NOTICE);
    const keys = leaves(i18n.getResourceBundle('zh-cn', NOTICE) as object).map(([path]) => path);
    expect(keys).toEqual(expect.arrayContaining(['bell.label', 'newMessage', 'centre.title', 'editor.link']));
    for (const lang of LANGUAGES) {
      const texts = leaves(i18n.getResourceBundle(lang, NOTICE) as object);
      expect(
        texts.map(([path]) => path),
        lang,
      ).toEqual(keys);
      for (const [path, text] of texts)
        expect(typeof text === 'string' && text.trim().length > 0, `${lang} ${path}`).toBe(true);
    }
  });
});
