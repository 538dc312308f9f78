// Messages of the personal centre.
import { fromJson } from '@iot/contract';
import messages from './messages.json';

export const personalMessages = fromJson(messages, 'personal/messages.json');

declare module '../../lib/i18n.ts' {
  interface MessageCatalogue {
    personal: typeof personalMessages;
  }
}
