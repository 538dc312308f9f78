// Messages of the department pages.
import { fromJson } from '@iot/contract';
import messages from './messages.json';

export const deptMessages = fromJson(messages, 'dept/messages.json');

declare module '../../lib/i18n.ts' {
  interface MessageCatalogue {
    dept: typeof deptMessages;
  }
}
