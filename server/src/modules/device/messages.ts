// Messages of the device API (SagooIoT's Chinese texts where it has one, sagoo-iot-api.md §6); the
// deviceImport* ones are those of the import and export.
import { fromJson } from '@iot/contract';
import messages from './messages.json';

export const deviceMessages = fromJson(messages, 'device/messages.json');

declare module '../../lib/i18n.ts' {
  interface MessageCatalogue {
    device: typeof deviceMessages;
  }
}
