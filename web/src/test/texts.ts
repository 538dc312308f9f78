import { TEXT_LANGUAGES, type TextTree } from '@iot/contract/texts';
import { expect, it } from 'vitest';

/** Every text of a tree with its path: a plain string (the same in all languages) or a triple. */
function texts(tree: TextTree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([k, v]) => {
    const path = prefix ? `${prefix}.${k}` : k;
    return typeof v === 'object' && !Array.isArray(v) ? texts(v as TextTree, path) : [[path, v]];
  });
}

/** A test that namespace `ns` has every text in zh-cn, en and zh-tw, none empty. */
export function itHasEveryLanguage(ns: string, tree: TextTree) {
  it(`${ns} has every text in zh-cn, en and zh-tw, none empty`, () => {
    for (const [path, text] of texts(tree)) {
      const each = typeof text === 'string' ? [text] : (text as string[]);
      expect(typeof text === 'string' || each.length === TEXT_LANGUAGES.length, `${ns}.${path}`).toBe(true);
      for (const t of each) expect(typeof t === 'string' && t.trim().length > 0, `${ns}.${path}`).toBe(true);
    }
  });
}
