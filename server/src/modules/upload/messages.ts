// Messages of the uploads and the attachment page.
import { fromJson } from '@iot/contract';
import messages from './messages.json';

export const uploadMessages = fromJson(messages, 'upload/messages.json');

declare module '../../lib/i18n.ts' {
  interface MessageCatalogue {
    upload: typeof uploadMessages;
  }
}
