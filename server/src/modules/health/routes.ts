import { ACCESS } from '@iot/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { needs } from '../../access/needs.ts';

/**
 * For load balancers: answers without a token, and only "ok" when the database answers too.
 * `mqtt` says how devices reach this process: "embedded", "external", "off", or "unavailable"
 * (the embedded broker could not take MQTT_PORT; the console works on). A process that listens
 * answers once its devices' transport has started: the embedded broker listens in its own thread
 * a moment after the HTTP port, and a device sent here on "ok" must find it.
 */
export default async function healthRoutes(app: FastifyInstance) {
  // The mqtt module (a dependency: registered first) decorates the app with its state.
  const mqttState = () => app.mqtt.state;
  app.get('/health', needs(ACCESS.public), async (_req, reply) => {
    if (app.server.listening) await app.mqtt.started();
    try {
      await app.ctx.database.db.execute(sql`select 1`);
      return { status: 'ok', db: app.ctx.database.kind, mqtt: mqttState() };
    } catch {
      return reply.status(503).send({ status: 'error', db: app.ctx.database.kind, mqtt: mqttState() });
    }
  });
}
