// Messages of the post page.
import { fromJson } from '@iot/contract';
import messages from './messages.json';

export const postMessages = fromJson(messages, 'post/messages.json');

declare module '../../lib/i18n.ts' {
  interface MessageCatalogue {
    post: typeof postMessages;
  }
}
