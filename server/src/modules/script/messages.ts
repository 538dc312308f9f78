// Messages of the payload scripts (SagooIoT's console texts where it has one, sagoo-iot-api.md §10).
import { fromJson } from '@iot/contract';
import messages from './messages.json';

export const scriptMessages = fromJson(messages, 'script/messages.json');

declare module '../../lib/i18n.ts' {
  interface MessageCatalogue {
    script: typeof scriptMessages;
  }
}
