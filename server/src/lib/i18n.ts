// Server messages in the caller's language. The platform's own are in messages.json here; each
// module brings its own (modules/<module>/messages.json): its messages.ts adds their type to
// MessageCatalogue below, and the app hands their texts to useMessages when it is built
// (composition/catalogue.ts), before any request.
import { fromJson, type Text } from '@iot/contract';
import { inLang, type Lang, type MessageParams } from './lang.ts';
import platformTable from './messages.json';

/** Server messages by key, each `[zh-CN, en, zh-TW]`; `{name}` is filled from the message's params. */
export type Messages = Readonly<Record<string, Text>>;

// The HTTP parser's refusals (badRequest, headersTooLarge, requestTimeout) come before there is a
// request, so no language is known: they go out in zh-CN and English. Validation messages name the
// field by its wire name in {field}.
const platformMessages = fromJson(platformTable, 'lib/messages.json');

/**
 * Every message table by its owner, as types: each module adds its own from its messages.ts,
 *   declare module '../../lib/i18n.ts' { interface MessageCatalogue { dict: typeof dictMessages } }
 * so a key no table has is a type error wherever a message is named.
 */
export interface MessageCatalogue {
  platform: typeof platformMessages;
}

type KeysOf<T> = T extends unknown ? keyof T : never;
export type MessageKey = KeysOf<MessageCatalogue[keyof MessageCatalogue]> & string;

/** Every message by key: the platform's until the app adds the modules'. */
let messages: Record<string, Text> = { ...platformMessages };

/** Sets the modules' messages beside the platform's; two tables may not bring the same key. */
export function useMessages(tables: { owner: string; messages: Messages }[]): void {
  const all: Record<string, Text> = { ...platformMessages };
  for (const { owner, messages: table } of tables) {
    for (const [key, text] of Object.entries(table)) {
      if (key in all) throw new Error(`message ${key} of module ${owner} is already defined`);
      all[key] = text;
    }
  }
  messages = all;
}

export function translate(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  return inLang(messages[key], lang, params);
}
