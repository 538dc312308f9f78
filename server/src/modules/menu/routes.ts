import type { FastifyInstance } from 'fastify';

export default async function menuRoutes(_app: FastifyInstance) {}
