import { ZErrorResponse as E, ZWinnerList, ZWinnersQuery, type TCurrencyCode } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findDefaultCurrency } from '../wallet';
import { listWinners, type WinnersRail } from './winners';

const tags = ['game'];
const RAILS: WinnersRail[] = ['latest', 'top'];

/**
 * /game-aggregator-service/api/v1/winners/{latest,top}: public. The viewer's currency is the
 * `currency` query parameter, else the signed-in player's default fund currency, else EUR.
 */
export const winnersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  // Without a `currency` the signed-in player's is used: a payout-only session is refused (findPlayer).
  const config = { rateLimit: { max: app.config.publicRateLimitPerMinute, timeWindow: '1 minute' }, findsPlayer: true };

  for (const rail of RAILS) {
    app.get(
      `/winners/${rail}`,
      { config, schema: { tags, querystring: ZWinnersQuery, response: { 200: ZWinnerList, 400: E, 429: E, 503: E } } },
      async (request, reply) => {
        const player = request.query.currency ? null : await request.findPlayer();
        const currency: TCurrencyCode = request.query.currency ?? (player && (await findDefaultCurrency(db, player.id))) ?? 'EUR';
        // The answer may depend on the session (its currency), and the lobby polls it: a short private cache.
        reply.header('cache-control', 'private, max-age=15');
        return listWinners(db, rail, currency, app.clock);
      },
    );
  }
};
