// Messages of the role page.
import { fromJson } from '@iot/contract';
import messages from './messages.json';

export const roleMessages = fromJson(messages, 'role/messages.json');

declare module '../../lib/i18n.ts' {
  interface MessageCatalogue {
    role: typeof roleMessages;
  }
}
