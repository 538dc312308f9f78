// Messages of the operation log.
import { fromJson } from '@iot/contract';
import messages from './messages.json';

export const operLogMessages = fromJson(messages, 'operlog/messages.json');

declare module '../../lib/i18n.ts' {
  interface MessageCatalogue {
    operlog: typeof operLogMessages;
  }
}
