// The refusal of a throttled device login at the external broker's auth hook (HTTP 429).
import { fromJson } from '@iot/contract';
import messages from './messages.json';

export const mqttMessages = fromJson(messages, 'mqtt/messages.json');

declare module '../../lib/i18n.ts' {
  interface MessageCatalogue {
    mqtt: typeof mqttMessages;
  }
}
