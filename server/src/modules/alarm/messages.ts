// Messages of the alarm API (SagooIoT's Chinese texts where it has one, sagoo-iot-api.md §8).
import { fromJson } from '@iot/contract';
import messages from './messages.json';

export const alarmMessages = fromJson(messages, 'alarm/messages.json');

declare module '../../lib/i18n.ts' {
  interface MessageCatalogue {
    alarm: typeof alarmMessages;
  }
}
