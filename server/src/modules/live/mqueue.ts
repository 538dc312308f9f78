import { MQUEUE_EVENT, mqueueProduceBody, PERMISSIONS, type MqueueMessage } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { needs } from '../../access/needs.ts';
import { ok } from '../../lib/envelope.ts';
import { parseInput } from '../../lib/request.ts';
import { principalOf } from '../../plugins/auth.ts';

/**
 * The message queue demo (GFast's mqueue/demo/produce): the message goes through the live channel's
 * bus like any other frame and comes back to every socket of the sender, on whichever process holds
 * them, so the page shows the real round trip rather than a local echo.
 */
export function mqueueRoutes(app: FastifyInstance) {
  app.post('/api/v1/mqueue/demo/produce', needs(PERMISSIONS.mqueue.produce), async (req) => {
    const { topic, body } = parseInput(mqueueProduceBody, req);
    const data: MqueueMessage = { topic, body, at: Date.now() };
    await app.ctx.live.toUsers([principalOf(req).id], { event: MQUEUE_EVENT, data });
    return ok();
  });
}
