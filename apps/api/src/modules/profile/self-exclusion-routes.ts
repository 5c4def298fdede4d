import { ZErrorResponse as E, ZSelfExcludeRequest, ZSelfExcludeResponse } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { selfExclude } from './service';

const tags = ['profile'];

/**
 * PUT /profile/self-exclude: the exclusion starts at once and signs the player out everywhere. A payout-only session
 * (a player already excluded or on a break) may use it too, to extend an exclusion or turn a break into one; it keeps
 * its payout-only access.
 */
export const selfExclusionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/profile/self-exclude',
    {
      config: { payoutOnly: true },
      schema: { tags, body: ZSelfExcludeRequest, response: { 200: ZSelfExcludeResponse, 400: E, 401: E, 422: E } },
    },
    async (request, reply) => {
      const result = await selfExclude(
        app.database.db,
        request.player!.id,
        request.body.selfExcludePeriod,
        app.clock.now(),
        app.selfExclusionSteps,
      );
      if (!request.player!.payoutOnly) reply.clearSessionCookie();
      return result;
    },
  );
};
