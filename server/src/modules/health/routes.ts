import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

/** For load balancers: answers without a token, and only "ok" when the database answers too. */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/health', { config: { permission: 'public' } }, async (_req, reply) => {
    try {
      await app.ctx.database.db.execute(sql`select 1`);
      return { status: 'ok', db: app.ctx.database.kind };
    } catch {
      return reply.status(503).send({ status: 'error', db: app.ctx.database.kind });
    }
  });
}
