// Messages of online users, the server monitor and the cache.
import { fromJson } from '@iot/contract';
import messages from './messages.json';

export const monitorMessages = fromJson(messages, 'monitor/messages.json');

declare module '../../lib/i18n.ts' {
  interface MessageCatalogue {
    monitor: typeof monitorMessages;
  }
}
