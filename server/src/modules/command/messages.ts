// Messages of the device commands (SagooIoT's Chinese texts where it has one, sagoo-iot-api.md §7.1, §7.2).
import { fromJson } from '@iot/contract';
import messages from './messages.json';

export const commandMessages = fromJson(messages, 'command/messages.json');

declare module '../../lib/i18n.ts' {
  interface MessageCatalogue {
    command: typeof commandMessages;
  }
}
