// The message queue demo (GFast's /api/v1/mqueue/demo/produce): a message sent to our live channel
// comes back to the sender's own sockets as an `mqueueMessage` frame.
import { z } from 'zod';
import { requiredStr } from './fields.ts';

export const mqueueProduceBody = z.object({ topic: requiredStr(64), body: requiredStr(2000) });
export type MqueueProduceBody = z.infer<typeof mqueueProduceBody>;

/** The live frame's event name and data. */
export const MQUEUE_EVENT = 'mqueueMessage';
export interface MqueueMessage {
  topic: string;
  body: string;
  /** Server time of the message, ms since the epoch. */
  at: number;
}
