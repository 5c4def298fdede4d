import { textField, ZCurrenciesFile, ZCurrencyList, ZErrorResponse as E, ZRateLimitResponse } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPrepared } from '../../lib/http-cache';
import { prepareJson } from '../../lib/prepared-body';
import { getRateLimits, listCurrencyInfo, listCurrencyTypes, seedMissingRates } from './service';

/**
 * Currencies and exchange rates (docs/product.md, Wallet and money): the static CDN currencies file, the game service's
 * currency list and the per-currency minimums. All public: the deposit dialog asks before sign-in.
 */
export const currencyRoutes: FastifyPluginAsyncZod = async (app) => {
  // A fresh database gets the rates shipped with the product before the first request.
  app.addHook('onReady', async () => {
    const added = await seedMissingRates(app.database.db, app.clock.now());
    if (added > 0) app.log.info({ added }, 'exchange rates loaded from the shipped rates file');
  });

  // Changes only with a release: checked, serialized and compressed once.
  const currencies = await prepareJson(ZCurrenciesFile, listCurrencyInfo(), '/cdn/static/currencies.json');

  app.get(
    '/cdn/static/currencies.json',
    {
      config: { rateLimit: { max: app.config.publicRateLimitPerMinute, timeWindow: '1 minute' } },
      compress: false,
      schema: { tags: ['cdn'], response: { 200: ZCurrenciesFile, 304: z.null(), 429: E } },
    },
    async (request, reply) => sendPrepared(request, reply, currencies, 'public, max-age=3600'),
  );

  app.get(
    '/game-aggregator-service/api/v1/currency',
    { schema: { tags: ['game'], response: { 200: ZCurrencyList } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return listCurrencyTypes();
    },
  );

  app.get(
    '/profile-service/api/v1/rate/limit/:currency',
    {
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
      schema: {
        tags: ['profile'],
        params: z.object({ currency: textField() }),
        response: { 200: ZRateLimitResponse, 404: E, 429: E, 503: E },
      },
    },
    async (request, reply) => {
      const { limits, age } = await getRateLimits(app.database.db, request.params.currency, {
        maxAgeHours: app.config.ratesMaxAgeHours,
        promotionMinEurCents: app.config.promotionMinEurCents,
        now: app.clock.now(),
      });
      if (age.isStale) {
        request.log.warn(
          { currency: request.params.currency, quotedAt: age.quotedAt, ageHours: Math.round(age.ageHours) },
          'exchange rates are older than RATES_MAX_AGE_HOURS: run npm run rates:update',
        );
      }
      reply.header('cache-control', 'public, max-age=60');
      return limits;
    },
  );
};
