// Messages of the menu writes.
import { fromJson } from '@iot/contract';
import messages from './messages.json';

export const menuMessages = fromJson(messages, 'menu/messages.json');

declare module '../../lib/i18n.ts' {
  interface MessageCatalogue {
    menu: typeof menuMessages;
  }
}
