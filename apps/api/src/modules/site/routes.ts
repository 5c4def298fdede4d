import { ZCountryCodes, ZErrorResponse as E, ZRecommendedGames, ZRestrictedCountries, ZSiteConfiguration } from '@casino/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listCountries } from '../../lib/countries';
import { etagOf, sendCached } from '../../lib/http-cache';
import { listRecommendedGames } from './recommended-games';
import { listRestrictedCountries } from './restricted-countries';
import { getSiteConfiguration } from '../../lib/site-configuration';

const tags = ['cdn'];
/** Changes only with a release. */
const RELEASE_CACHE = 'public, max-age=3600';
/** Operator settings and the catalogue: the five minutes SPEC.md §7 allows clients to keep them. */
const SHORT_CACHE = 'public, max-age=300';

function sendFile<T>(request: FastifyRequest, reply: FastifyReply, body: T, cacheControl: string, etag?: string) {
  return sendCached(request, reply, body, { cacheControl, etag });
}

/**
 * The static CDN files of SPEC.md §7 other than currencies (under /cdn/static): country codes,
 * restricted countries, site configuration and recommended games.
 */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const config = { rateLimit: { max: app.config.publicRateLimitPerMinute, timeWindow: '1 minute' } };

  // The operator's files are read and checked now, so a bad one stops the start, not a request.
  const restrictedCountries = listRestrictedCountries(app.config);
  // In production this also refuses the demo operator shipped for development.
  const siteConfiguration = getSiteConfiguration(app.config);
  const countries = listCountries();
  const etags = {
    countries: etagOf(countries),
    restrictedCountries: etagOf(restrictedCountries),
    siteConfiguration: etagOf(siteConfiguration),
  };

  app.get(
    '/country-codes.json',
    { config, schema: { tags, response: { 200: ZCountryCodes, 304: z.null(), 429: E } } },
    async (request, reply) => sendFile(request, reply, countries, RELEASE_CACHE, etags.countries),
  );

  app.get(
    '/restricted-countries.json',
    { config, schema: { tags, response: { 200: ZRestrictedCountries, 304: z.null(), 429: E } } },
    async (request, reply) => sendFile(request, reply, restrictedCountries, SHORT_CACHE, etags.restrictedCountries),
  );

  app.get(
    '/site-configuration.json',
    { config, schema: { tags, response: { 200: ZSiteConfiguration, 304: z.null(), 429: E } } },
    async (request, reply) => sendFile(request, reply, siteConfiguration, SHORT_CACHE, etags.siteConfiguration),
  );

  // Follows the catalogue, so its validator is computed per response.
  app.get(
    '/recommended-games.json',
    { config, schema: { tags, response: { 200: ZRecommendedGames, 304: z.null(), 429: E } } },
    async (request, reply) => sendFile(request, reply, { games: await listRecommendedGames(db) }, SHORT_CACHE),
  );
};
