// The caller's language (from Accept-Language: zh-CN by default, en, zh-TW) and a text in it.
import type { Text } from '@iot/contract';

export type Lang = 'zh-CN' | 'en' | 'zh-TW';
export type MessageParams = Record<string, string | number>;

export function langFromHeader(header: string | undefined): Lang {
  const first = (header ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('en')) return 'en';
  if (first === 'zh-tw' || first === 'zh-hk' || first.startsWith('zh-hant')) return 'zh-TW';
  return 'zh-CN';
}

/** Where each language stands in a `Text` triple. */
const TEXT_INDEX = { 'zh-CN': 0, en: 1, 'zh-TW': 2 } as const satisfies Record<Lang, 0 | 1 | 2>;

/** The text in `lang`, each `{name}` filled from `params` (a name without a value stays as written). */
export function inLang(text: Text, lang: Lang, params: MessageParams = {}): string {
  const template = typeof text === 'string' ? text : text[TEXT_INDEX[lang]];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
