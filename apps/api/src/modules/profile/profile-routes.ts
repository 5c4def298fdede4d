import { ZErrorResponse as E, ZProfile, ZProfileUpdateRequest, ZReceiveEmailResponse } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getProfile, toggleReceiveEmail, updateProfile } from './service';

const tags = ['profile'];

/** GET and PUT /profile, PUT /profile/receive-email (docs/product.md, Accounts). Session required. */
export const profileDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get('/profile', { config: { payoutOnly: true }, schema: { tags, response: { 200: ZProfile, 401: E } } }, async (request) =>
    getProfile(db, request.player!.id),
  );

  app.put(
    '/profile',
    { schema: { tags, body: ZProfileUpdateRequest, response: { 200: ZProfile, 400: E, 401: E, 403: E, 422: E } } },
    async (request, reply) => {
      const result = await updateProfile(db, request.player!.id, request.body, app.clock.now(), app.selfExclusionSteps);
      // The details showed a self-excluded person: the session has ended, so the cookie goes too.
      if ('excluded' in result) return reply.clearSessionCookie().code(403).send({ message: result.excluded });
      return result.profile;
    },
  );

  app.put('/profile/receive-email', { schema: { tags, response: { 200: ZReceiveEmailResponse, 401: E } } }, async (request) =>
    toggleReceiveEmail(db, request.player!.id, app.clock.now()),
  );
};
