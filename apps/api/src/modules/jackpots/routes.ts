import { ZErrorResponse as E, ZJackpotGames, ZJackpotList } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createVersionedCache, sendPrepared } from '../../lib/http-cache';
import { prepareJson } from '../../lib/prepared-body';
import { CATALOGUE_CHECK_MS, catalogueVersion } from '../games';
import { getJackpotSettings } from './config';
import { listJackpotGames } from './games';
import { jackpotsVersion, listJackpots, openJackpotPools } from './pools';

const tags = ['game'];
/** The pools grow with every stake: browsers and CDNs hold the list only briefly. */
const JACKPOTS_CACHE = 'public, max-age=5';
/** Which games feed the pools changes with the catalogue only (the settings are read once at start). */
const JACKPOT_GAMES_CACHE = 'public, max-age=300';

/**
 * /game-aggregator-service/api/v1/jackpots: the live pools, and the games that feed them. Each answer is serialized
 * and compressed once per version (a pool's balance, the catalogue) and served from memory.
 */
export const jackpotRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const config = { rateLimit: { max: app.config.publicRateLimitPerMinute, timeWindow: '1 minute' } };
  const cache = createVersionedCache({ checkMs: CATALOGUE_CHECK_MS, clock: app.clock });
  const settings = getJackpotSettings(app.config);
  app.addHook('onReady', () => openJackpotPools(db, settings, app.clock.now()));

  app.get(
    '/jackpots',
    { config, compress: false, schema: { tags, response: { 200: ZJackpotList, 304: z.null(), 429: E, 503: E } } },
    async (request, reply) => {
      const prepared = await cache.get(
        'jackpots',
        () => jackpotsVersion(db),
        async () => prepareJson(ZJackpotList, await listJackpots(db, settings), '/jackpots'),
      );
      return sendPrepared(request, reply, prepared, JACKPOTS_CACHE);
    },
  );

  app.get(
    '/jackpots/games',
    { config, compress: false, schema: { tags, response: { 200: ZJackpotGames, 304: z.null(), 429: E, 503: E } } },
    async (request, reply) => {
      const prepared = await cache.get(
        'jackpot-games',
        () => catalogueVersion(db),
        async () => prepareJson(ZJackpotGames, await listJackpotGames(db, settings), '/jackpots/games'),
      );
      return sendPrepared(request, reply, prepared, JACKPOT_GAMES_CACHE);
    },
  );
};
