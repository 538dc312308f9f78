import type { MqueueProduceBody } from '@iot/contract';
import { http } from '@/lib/http';

/** Sends a message; it comes back on the live channel as an `mqueueMessage` frame. */
export const produce = (body: MqueueProduceBody) => http.post<null>('/api/v1/mqueue/demo/produce', body);
