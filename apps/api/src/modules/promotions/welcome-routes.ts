import { ZWelcomeOfferSummary } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bonusRulesOf } from '../responsible-gaming';
import { getPromotionSettings } from './config';
import type { WelcomeOffer } from './settings';
import { welcomeOfferFor } from './welcome-offers';
import { summarizeWelcomeOffer } from './welcome-summary';

const tags = ['promotions'];
/** The operator may change an offer in the console: a shared cache keeps the visitors' answer a minute at most. */
const MAX_AGE_S = 60;

const firstDepositOnly = (offer: WelcomeOffer): WelcomeOffer => ({
  ...offer,
  deposits: offer.deposits.filter((deposit) => deposit.depositNumber === 1),
});

/**
 * /profile-service/api/v1/promotion/welcome: the welcome offer for everyone, signed in or not (the public pages). A
 * visitor sees the default market profile's offer; a signed-in player their own profile's, and where their market allows
 * one bonus only, at the first deposit (Sweden), that deposit's offer alone. Only the visitors' answer may be kept by a
 * shared cache.
 */
export const welcomeOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = getPromotionSettings(app.config);
  const { db } = app.database;
  const { spendOrder } = settings.wagering;
  app.get(
    '/promotion/welcome',
    { config: { findsPlayer: true }, schema: { tags, response: { 200: ZWelcomeOfferSummary } } },
    async (request, reply) => {
      reply.header('vary', 'cookie');
      const player = await request.findPlayer();
      if (player) {
        const rules = await bonusRulesOf(db, player.id);
        const offer = await welcomeOfferFor(db, settings, rules.profile);
        reply.header('cache-control', 'private, no-store');
        return summarizeWelcomeOffer(rules.bonusOnlyAtFirstDeposit ? firstDepositOnly(offer) : offer, spendOrder);
      }
      reply.header('cache-control', `public, max-age=${MAX_AGE_S}`);
      return summarizeWelcomeOffer(await welcomeOfferFor(db, settings, 'default'), spendOrder);
    },
  );
};
