import { textField, ZErrorResponse as E, ZProfileSessionList } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endPlayerSession, listPlayerSessions } from './sessions-service';

const tags = ['profile'];

/** GET /profile/session and DELETE /profile/session/{id}: the player's own sessions only. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get('/profile/session', { schema: { tags, response: { 200: ZProfileSessionList, 401: E } } }, async (request) =>
    listPlayerSessions(db, app.config, request.player!, app.clock.now()),
  );

  app.delete(
    '/profile/session/:id',
    { schema: { tags, params: z.object({ id: textField().max(100) }), response: { 204: z.null(), 401: E, 404: E } } },
    async (request, reply) => {
      const { wasCurrent } = await endPlayerSession(db, app.config, request.player!, request.params.id, app.clock.now());
      // Ending the session this browser uses is a sign-out.
      if (wasCurrent) reply.clearSessionCookie();
      return reply.code(204).send(null);
    },
  );
};
