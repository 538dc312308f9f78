// Messages of the user page (userNotFound and mobileExists come with the personal centre).
import { fromJson } from '@iot/contract';
import messages from './messages.json';

export const userMessages = fromJson(messages, 'user/messages.json');

declare module '../../lib/i18n.ts' {
  interface MessageCatalogue {
    user: typeof userMessages;
  }
}
