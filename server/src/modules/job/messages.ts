// Messages of the scheduled jobs.
import { fromJson } from '@iot/contract';
import messages from './messages.json';

export const jobMessages = fromJson(messages, 'job/messages.json');

declare module '../../lib/i18n.ts' {
  interface MessageCatalogue {
    job: typeof jobMessages;
  }
}
