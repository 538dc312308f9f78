// Messages of the notices.
import { fromJson } from '@iot/contract';
import messages from './messages.json';

export const noticeMessages = fromJson(messages, 'notice/messages.json');

declare module '../../lib/i18n.ts' {
  interface MessageCatalogue {
    notice: typeof noticeMessages;
  }
}
