import { ZCountryCodes, ZErrorResponse as E, ZRecommendedGames, ZRestrictedCountries, ZSiteConfiguration } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listCountries } from '../../lib/countries';
import { createVersionedCache, sendPrepared } from '../../lib/http-cache';
import { prepareJson } from '../../lib/prepared-body';
import { CATALOGUE_CHECK_MS, catalogueVersion } from '../games';
import { listRecommendedGames } from './recommended-games';
import { listRestrictedCountries } from './restricted-countries';
import { getSiteConfiguration } from '../../lib/site-configuration';

const tags = ['cdn'];
/** Changes only with a release. */
const RELEASE_CACHE = 'public, max-age=3600';
/** Operator settings and the catalogue: the five minutes docs/product.md, API, allows clients to keep them. */
const SHORT_CACHE = 'public, max-age=300';

/**
 * The static CDN files (docs/product.md, API) other than currencies (under /cdn/static): country codes,
 * restricted countries, site configuration and recommended games. Each is checked, serialized and
 * compressed once (recommended games once per catalogue version) and served from memory.
 */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const config = { rateLimit: { max: app.config.publicRateLimitPerMinute, timeWindow: '1 minute' } };

  // The operator's files are read and checked now, so a bad one stops the start, not a request.
  // In production this also refuses the demo operator shipped for development.
  const files = [
    { url: '/country-codes.json', schema: ZCountryCodes, body: listCountries(), cacheControl: RELEASE_CACHE },
    {
      url: '/restricted-countries.json',
      schema: ZRestrictedCountries,
      body: listRestrictedCountries(app.config),
      cacheControl: SHORT_CACHE,
    },
    { url: '/site-configuration.json', schema: ZSiteConfiguration, body: getSiteConfiguration(app.config), cacheControl: SHORT_CACHE },
  ];
  for (const { url, schema, body, cacheControl } of files) {
    const prepared = await prepareJson(schema, body, url);
    app.get(url, { config, compress: false, schema: { tags, response: { 200: schema, 304: z.null(), 429: E } } }, async (request, reply) =>
      sendPrepared(request, reply, prepared, cacheControl),
    );
  }

  // Follows the catalogue.
  const cache = createVersionedCache({ checkMs: CATALOGUE_CHECK_MS, clock: app.clock });
  const recommendedUrl = '/recommended-games.json';
  app.get(
    recommendedUrl,
    { config, compress: false, schema: { tags, response: { 200: ZRecommendedGames, 304: z.null(), 429: E } } },
    async (request, reply) => {
      const prepared = await cache.get(
        'recommended',
        () => catalogueVersion(db),
        async () => prepareJson(ZRecommendedGames, { games: await listRecommendedGames(db) }, recommendedUrl),
      );
      return sendPrepared(request, reply, prepared, SHORT_CACHE);
    },
  );
};
