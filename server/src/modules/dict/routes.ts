import type { FastifyInstance } from 'fastify';

export default async function dictRoutes(_app: FastifyInstance) {}
