import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { textField, ZErrorResponse as E, ZGameList, ZGamesAndCategories, ZJackpotList, ZSkinConfiguration } from '@casino/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createResponseCache, sendCached } from '../../lib/http-cache';
import { notFound } from '../../lib/errors';
import { getSiteConfiguration } from '../../lib/site-configuration';
import { listGames } from './repo';
import {
  catalogueCurrency,
  getGamesAndCategories,
  JACKPOT_POOLS,
  listSegmentGames,
  seedCatalogue,
  skinConfiguration,
  type SegmentId,
} from './service';
import { FILE_SEGMENT, generateThumbnails, PROVIDER_SEGMENT, thumbnailsDir } from './thumbnails';

const tags = ['game'];
/** Longest the start waits for missing thumbnails (Fastify gives start-up hooks 10 s). */
const THUMBNAIL_START_WAIT_MS = 5_000;
const CATALOGUE_CACHE = 'public, max-age=300';

/** A catalogue body with its ETag: an empty 304 when the client already holds it. */
function sendCatalogue<T>(request: FastifyRequest, reply: FastifyReply, cached: { body: T; etag: string }) {
  return sendCached(request, reply, cached.body, { cacheControl: CATALOGUE_CACHE, etag: cached.etag });
}

/** How long one built catalogue answer is reused (imports and rate updates show up within this). */
const CATALOGUE_REUSE_MS = 10_000;

const SEGMENT_ROUTES: [string, SegmentId][] = [
  ['top-games', 'top'],
  ['main-games', 'main'],
  ['featured-games', 'featured'],
  ['new-games', 'new'],
];

/** /game-aggregator-service/api/v1 (SPEC.md §7 Game service): the public catalogue (the winners rails are the gameplay module's). */
export const gameAggregatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const config = { rateLimit: { max: app.config.publicRateLimitPerMinute, timeWindow: '1 minute' } };
  const cache = createResponseCache<unknown>(CATALOGUE_REUSE_MS);
  const cached = <T>(key: string, build: () => Promise<T>) => cache.get(key, build) as Promise<{ body: T; etag: string }>;

  app.get(
    '/games-and-categories/:currency',
    {
      config,
      schema: {
        tags,
        params: z.object({ currency: textField() }),
        response: { 200: ZGamesAndCategories, 304: z.null(), 429: E, 503: E },
      },
    },
    async (request, reply) => {
      const currency = catalogueCurrency(request.params.currency);
      return sendCatalogue(request, reply, await cached(`catalogue:${currency}`, () => getGamesAndCategories(db, currency)));
    },
  );

  for (const [route, segment] of SEGMENT_ROUTES) {
    app.get(
      `/category/${route}`,
      { config, schema: { tags, response: { 200: ZGameList, 304: z.null(), 429: E } } },
      async (request, reply) =>
        sendCatalogue(request, reply, await cached(`segment:${segment}`, async () => ({ games: await listSegmentGames(db, segment) }))),
    );
  }

  app.get(
    '/skin-configuration',
    { config, schema: { tags, response: { 200: ZSkinConfiguration, 304: z.null(), 429: E } } },
    async (request, reply) =>
      sendCatalogue(
        request,
        reply,
        await cached('skin', async () => skinConfiguration(getSiteConfiguration(app.config).operator.supportEmail)),
      ),
  );

  app.get('/jackpots', { config, schema: { tags, response: { 200: ZJackpotList, 304: z.null(), 429: E } } }, async (request, reply) =>
    sendCatalogue(request, reply, await cached('jackpots', async () => ({ jackpots: JACKPOT_POOLS }))),
  );
};

/**
 * Seeds the catalogue and its thumbnails on start, and serves the thumbnails as the CDN paths of
 * SPEC.md §3: /cdn/images/{provider}/{file}.webp and /cdn/i/s3/{provider}/{file}.webp.
 */
export const gameAssetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const dir = thumbnailsDir(app.config.dataDir);

  app.addHook('onReady', async () => {
    const added = await seedCatalogue(db);
    if (added > 0) app.log.info({ added }, 'game catalogue loaded from the shipped seed');
    // A large imported catalogue can take minutes to draw: wait a little (a fresh install's seed art is
    // ready before the first page), then let the rest finish while the API already serves.
    const drawing = generateThumbnails(app.config.dataDir, await listGames(db)).then(
      (drawn) => drawn > 0 && app.log.info({ drawn }, 'game thumbnails generated'),
      (error: unknown) => app.log.error({ err: error }, 'game thumbnails could not be generated'),
    );
    const waited = await Promise.race([drawing.then(() => true), sleep(THUMBNAIL_START_WAIT_MS, false, { ref: false })]);
    if (!waited) app.log.info('game thumbnails are still being generated in the background');
  });

  const ZParams = z.object({
    provider: textField().regex(PROVIDER_SEGMENT, 'Invalid image path'),
    file: textField().regex(FILE_SEGMENT, 'Invalid image path'),
  });
  const serve = async (request: FastifyRequest<{ Params: z.infer<typeof ZParams> }>, reply: FastifyReply) => {
    const { provider, file } = request.params;
    const body = await readFile(path.join(dir, provider, file)).catch(() => null);
    if (!body) throw notFound('Unknown image');
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(body);
  };
  // A page shows dozens of thumbnails, and browsers keep them (immutable), so the limit is higher than for JSON.
  const config = { rateLimit: { max: app.config.imageRateLimitPerMinute, timeWindow: '1 minute' } };
  for (const base of ['/cdn/images', '/cdn/i/s3']) {
    app.get(`${base}/:provider/:file`, { config, schema: { tags: ['cdn'], params: ZParams, response: { 400: E, 404: E, 429: E } } }, serve);
  }
};
