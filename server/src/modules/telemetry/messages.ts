// Messages of the telemetry reads (running state, property history, device logs).
import { fromJson } from '@iot/contract';
import messages from './messages.json';

export const telemetryMessages = fromJson(messages, 'telemetry/messages.json');

declare module '../../lib/i18n.ts' {
  interface MessageCatalogue {
    telemetry: typeof telemetryMessages;
  }
}
