// Refusals of a live-channel upgrade (HTTP 403 and 429), and the alarm notification of SagooIoT's stream (sse.ts).
import { fromJson } from '@iot/contract';
import messages from './messages.json';

export const liveMessages = fromJson(messages, 'live/messages.json');

declare module '../../lib/i18n.ts' {
  interface MessageCatalogue {
    live: typeof liveMessages;
  }
}
