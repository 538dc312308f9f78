// Texts in the console's three languages, written side by side per key so that no language can be
// left out and the structure is written once. Used by the console's features and the server's
// messages alike. Zod-free: the console imports it from '@iot/contract/texts'.

/** Simplified Chinese, English, Traditional Chinese; a plain string reads the same in all three. */
export type Text = readonly [zhCn: string, en: string, zhTw: string] | string;
export interface TextTree {
  readonly [key: string]: Text | TextTree;
}

/** The position of each language in a `Text` triple. */
export const TEXT_LANGUAGES = ['zh-cn', 'en', 'zh-tw'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

const isText = (v: Text | TextTree): v is Text => typeof v === 'string' || Array.isArray(v);

/** The tree's texts in one language (index into TEXT_LANGUAGES). */
export function textsIn(tree: TextTree, index: 0 | 1 | 2): Record<string, unknown> {
  return Object.fromEntries(Object.entries(tree).map(([key, v]) => [key, isText(v) ? (typeof v === 'string' ? v : v[index]) : textsIn(v, index)]));
}

/** The tree as one object per language: `{ 'zh-cn': {...}, en: {...}, 'zh-tw': {...} }`. */
export function byLanguage(tree: TextTree): Record<TextLanguage, Record<string, unknown>> {
  return { 'zh-cn': textsIn(tree, 0), en: textsIn(tree, 1), 'zh-tw': textsIn(tree, 2) };
}

/** A texts tree as JSON holds it: arrays rather than triples. */
export interface JsonTextTree {
  readonly [key: string]: string | readonly string[] | JsonTextTree;
}
/** A JSON tree's type with each array read as a `Text` (its keys kept, for typed lookups). */
export type TextsOf<T> = {
  readonly [K in keyof T]: T[K] extends readonly string[] | string ? Text : TextsOf<T[K]>;
};

/**
 * Texts kept as JSON (translation tables are data): checks that every entry is a string or has
 * exactly the three languages, so a missing translation fails where the file is first read.
 */
export function fromJson<T extends JsonTextTree>(tree: T, where = 'texts'): TextsOf<T> {
  for (const [key, value] of Object.entries(tree)) {
    if (Array.isArray(value)) {
      if (value.length !== 3 || value.some((v) => typeof v !== 'string')) throw new Error(`${where}.${key}: needs [zh-CN, en, zh-TW]`);
    } else if (typeof value === 'object' && value !== null) fromJson(value as JsonTextTree, `${where}.${key}`);
    else if (typeof value !== 'string') throw new Error(`${where}.${key}: not a text`);
  }
  return tree as unknown as TextsOf<T>;
}
