import { textField, ZErrorResponse as E, ZReceiveEmailResponse } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unsubscribe } from './unsubscribe';

const tags = ['profile'];

/** DELETE /profile/unsubscribe/{id}: opened from a mail, so it needs no session; the signed token is the proof. */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/profile/unsubscribe/:id',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags, params: z.object({ id: textField().max(200) }), response: { 200: ZReceiveEmailResponse, 404: E, 429: E } },
    },
    async (request) => unsubscribe(app.database.db, app.config.unsubscribeSecret, request.params.id, app.clock.now()),
  );
};
