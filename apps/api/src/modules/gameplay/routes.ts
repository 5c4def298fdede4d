import { ZClientSeedRequest, ZErrorResponse as E, ZFairnessResponse, ZSeedRotation } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getFairness, rotateSeedPair } from './service';

const tags = ['fairness'];
// Each rotation stores a pair for good: enough for a player, not for a script filling the table.
const config = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** /profile-service/api/v1/fairness: the player's provably fair seeds (ISSUE 11 point 3). Session required. */
export const fairnessRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  // onRequest, before validation: a stranger gets 401, never hints about the body.
  app.addHook('onRequest', app.requirePlayer);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/fairness', { schema: { tags, response: { 200: ZFairnessResponse, 401: E } } }, async (request) =>
    getFairness(db, request.player!.id, app.clock.now()),
  );

  app.put(
    '/fairness/client-seed',
    { config, schema: { tags, body: ZClientSeedRequest, response: { 200: ZSeedRotation, 400: E, 401: E } } },
    async (request) => rotateSeedPair(db, request.player!.id, app.clock.now(), request.body.clientSeed),
  );

  app.post('/fairness/rotate', { config, schema: { tags, response: { 200: ZSeedRotation, 401: E } } }, async (request) =>
    rotateSeedPair(db, request.player!.id, app.clock.now()),
  );
};
