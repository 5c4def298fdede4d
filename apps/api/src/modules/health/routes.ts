import { ZErrorResponse, ZHealthResponse } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from '../../db/client';

/** A readiness answer is reused this long: a probe every second costs the database one query every few. */
export const READY_CACHE_MS = 3_000;

/**
 * /health is liveness: the process answers, nothing else is touched, so a probe storm costs nothing.
 * /health/ready is readiness: the database answered within the last few seconds (the clock decides).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['health'], response: { 200: ZHealthResponse, 503: ZErrorResponse } };
  let lastCheck: { at: number; isReady: boolean } | null = null;

  async function isDatabaseReady(): Promise<boolean> {
    const now = app.clock.now().getTime();
    if (lastCheck && now - lastCheck.at < READY_CACHE_MS) return lastCheck.isReady;
    let isReady = true;
    try {
      await pingDatabase(app.database.db);
    } catch (err) {
      app.log.error({ err }, 'database unreachable');
      isReady = false;
    }
    lastCheck = { at: now, isReady };
    return isReady;
  }

  app.get('/health', { schema }, async () => ({ status: 'ok' as const, database: app.database.kind }));

  app.get('/health/ready', { schema }, async (_request, reply) =>
    (await isDatabaseReady())
      ? { status: 'ok' as const, database: app.database.kind }
      : reply.code(503).send({ message: 'Database unavailable' }),
  );
};
