// The login's messages; the login log stores them in zh-CN (see service.ts).
import { fromJson } from '@iot/contract';
import messages from './messages.json';

export const authMessages = fromJson(messages, 'auth/messages.json');

declare module '../../lib/i18n.ts' {
  interface MessageCatalogue {
    auth: typeof authMessages;
  }
}
