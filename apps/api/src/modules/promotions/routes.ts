import { ZEligiblePromotions, ZErrorResponse as E } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPromotionSettings } from './config';
import { declineWelcomeOffer, getEligiblePromotions } from './service';

const tags = ['promotions'];

/** /profile-service/api/v1 (SPEC.md §7): the promotions a player may take. */
export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const settings = getPromotionSettings(app.config);
  // onRequest, before validation: a stranger gets 401.
  app.addHook('onRequest', app.requirePlayer);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/profile/promotion-eligible', { schema: { tags, response: { 200: ZEligiblePromotions, 401: E } } }, async (request) =>
    getEligiblePromotions(db, settings, request.player!.id),
  );

  app.delete('/profile/promotion-eligible', { schema: { tags, response: { 200: ZEligiblePromotions, 401: E } } }, async (request) =>
    declineWelcomeOffer(db, settings, request.player!.id, app.clock.now()),
  );
};
