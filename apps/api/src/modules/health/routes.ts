import { ZErrorResponse, ZHealthResponse } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from '../../db/client';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { tags: ['health'], response: { 200: ZHealthResponse, 503: ZErrorResponse } } }, async (request, reply) => {
    try {
      await pingDatabase(app.database.db);
      return { status: 'ok' as const, database: app.database.kind };
    } catch (err) {
      request.log.error({ err }, 'database unreachable');
      return reply.code(503).send({ message: 'Database unavailable' });
    }
  });
};
