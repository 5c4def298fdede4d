import { ZWelcomeOfferSummary } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPromotionSettings } from './config';
import { summarizeWelcomeOffer } from './welcome-summary';

const tags = ['promotions'];
/** The file is read once per process, so the answer changes only with a restart; caches may keep it a while. */
const MAX_AGE_S = 300;

/** /profile-service/api/v1/promotion/welcome: the welcome offer for everyone, signed in or not (the public pages). */
export const welcomeOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = getPromotionSettings(app.config);
  const summary = summarizeWelcomeOffer(settings.welcome, settings.wagering.spendOrder);
  app.get('/promotion/welcome', { schema: { tags, response: { 200: ZWelcomeOfferSummary } } }, async (_request, reply) => {
    reply.header('cache-control', `public, max-age=${MAX_AGE_S}`);
    return summary;
  });
};
