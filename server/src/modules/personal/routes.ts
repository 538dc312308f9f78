import type { FastifyInstance } from 'fastify';

export default async function personalRoutes(_app: FastifyInstance) {}
