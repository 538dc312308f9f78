// Server messages in the caller's language. The platform's own are in messages.json here; each
// module brings its own (modules/<module>/messages.json) through the module list.
import { fromJson } from '@iot/contract';
import { modules } from '../modules/index.ts';
import type { Messages } from '../modules/module.ts';
import { inLang, type Lang, type MessageParams } from './lang.ts';
import platformTable from './messages.json';

// The HTTP parser's refusals (badRequest, headersTooLarge, requestTimeout) come before there is a
// request, so no language is known: they go out in zh-CN and English. Validation messages name the
// field by its wire name in {field}.
const platformMessages = fromJson(platformTable, 'lib/messages.json');

type KeysOf<T> = T extends unknown ? keyof T : never;
export type MessageKey = keyof typeof platformMessages | KeysOf<(typeof modules)[number]['messages']>;

/** Every message by key; two modules may not bring the same key. */
const messages: Record<string, Messages[string]> = { ...platformMessages };
for (const m of modules) {
  for (const [key, text] of Object.entries(m.messages)) {
    if (key in messages) throw new Error(`message ${key} of module ${m.name} is already defined`);
    messages[key] = text;
  }
}

export function translate(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  return inLang(messages[key], lang, params);
}
