import { ZWelcomeOfferSummary } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bonusRulesOf } from '../responsible-gaming';
import { getPromotionSettings } from './config';
import { summarizeWelcomeOffer } from './welcome-summary';

const tags = ['promotions'];
/** The file is read once per process, so the answer changes only with a restart; caches may keep it a while. */
const MAX_AGE_S = 300;

/**
 * /profile-service/api/v1/promotion/welcome: the welcome offer for everyone, signed in or not (the public pages). A
 * signed-in player whose market allows one bonus only, at the first deposit (Sweden), is shown that deposit's offer
 * alone, never kept by a shared cache.
 */
export const welcomeOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = getPromotionSettings(app.config);
  const { spendOrder } = settings.wagering;
  const summary = summarizeWelcomeOffer(settings.welcome, spendOrder);
  const firstDepositOnly = summarizeWelcomeOffer(
    { ...settings.welcome, deposits: settings.welcome.deposits.filter((deposit) => deposit.depositNumber === 1) },
    spendOrder,
  );
  app.get(
    '/promotion/welcome',
    { config: { findsPlayer: true }, schema: { tags, response: { 200: ZWelcomeOfferSummary } } },
    async (request, reply) => {
      reply.header('vary', 'cookie');
      const player = await request.findPlayer();
      if (player && (await bonusRulesOf(app.database.db, player.id)).bonusOnlyAtFirstDeposit) {
        reply.header('cache-control', 'private, no-store');
        return firstDepositOnly;
      }
      reply.header('cache-control', `public, max-age=${MAX_AGE_S}`);
      return summary;
    },
  );
};
