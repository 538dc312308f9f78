// Messages of the system parameters.
import { fromJson } from '@iot/contract';
import messages from './messages.json';

export const configMessages = fromJson(messages, 'config/messages.json');

declare module '../../lib/i18n.ts' {
  interface MessageCatalogue {
    config: typeof configMessages;
  }
}
