// Messages of the automations (validation problems in the caller's language, the API's errors).
import { fromJson } from '@iot/contract';
import messages from './messages.json';

export const automationMessages = fromJson(messages, 'automation/messages.json');

declare module '../../lib/i18n.ts' {
  interface MessageCatalogue {
    automation: typeof automationMessages;
  }
}
