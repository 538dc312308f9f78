// Messages of the dictionary writes and reads.
import { fromJson } from '@iot/contract';
import messages from './messages.json';

export const dictMessages = fromJson(messages, 'dict/messages.json');

declare module '../../lib/i18n.ts' {
  interface MessageCatalogue {
    dict: typeof dictMessages;
  }
}
