import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { textField, ZErrorResponse as E, ZGameList, ZGamesAndCategories, ZSkinConfiguration } from '@casino/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createVersionedCache, sendPrepared } from '../../lib/http-cache';
import { prepareJson, type PreparedBody } from '../../lib/prepared-body';
import { notFound } from '../../lib/errors';
import { getSiteConfiguration } from '../../lib/site-configuration';
import { listGames } from './repo';
import {
  catalogueCurrency,
  catalogueVersion,
  getGamesAndCategories,
  listSegmentGames,
  seedCatalogue,
  skinConfiguration,
  type SegmentId,
} from './service';
import { backdropsDir, FILE_SEGMENT, generateThumbnails, PROVIDER_SEGMENT, thumbnailsDir } from './thumbnails';

const tags = ['game'];
/** Longest the start waits for missing thumbnails (Fastify gives start-up hooks 10 s). */
const THUMBNAIL_START_WAIT_MS = 5_000;
const CATALOGUE_CACHE = 'public, max-age=300';

/**
 * How often a held catalogue answer checks whether the catalogue or a rate changed (one cheap query):
 * imports and rate updates made by the scripts show up within this.
 */
export const CATALOGUE_CHECK_MS = 2_000;

const SEGMENT_ROUTES: [string, SegmentId][] = [
  ['top-games', 'top'],
  ['main-games', 'main'],
  ['featured-games', 'featured'],
  ['new-games', 'new'],
];

/**
 * /game-aggregator-service/api/v1 (docs/product.md, API): the public catalogue (the winners rails are the gameplay
 * module's, the jackpots the jackpots module's).
 * Each answer is checked against its schema, serialized and compressed once per version of the catalogue
 * (and currency), and served from memory; `compress: false` because the bodies are encoded already.
 */
export const gameAggregatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const config = { rateLimit: { max: app.config.publicRateLimitPerMinute, timeWindow: '1 minute' } };
  const cache = createVersionedCache({ checkMs: CATALOGUE_CHECK_MS, clock: app.clock });
  const send = (request: FastifyRequest, reply: FastifyReply, prepared: PreparedBody) =>
    sendPrepared(request, reply, prepared, CATALOGUE_CACHE);

  const catalogueUrl = '/games-and-categories/:currency';
  app.get(
    catalogueUrl,
    {
      config,
      compress: false,
      schema: {
        tags,
        params: z.object({ currency: textField() }),
        response: { 200: ZGamesAndCategories, 304: z.null(), 429: E, 503: E },
      },
    },
    async (request, reply) => {
      const currency = catalogueCurrency(request.params.currency);
      const prepared = await cache.get(
        `catalogue:${currency}`,
        () => catalogueVersion(db, currency),
        async () => prepareJson(ZGamesAndCategories, await getGamesAndCategories(db, currency), catalogueUrl),
      );
      return send(request, reply, prepared);
    },
  );

  for (const [route, segment] of SEGMENT_ROUTES) {
    const url = `/category/${route}`;
    app.get(
      url,
      { config, compress: false, schema: { tags, response: { 200: ZGameList, 304: z.null(), 429: E } } },
      async (request, reply) => {
        const prepared = await cache.get(
          `segment:${segment}`,
          () => catalogueVersion(db),
          async () => prepareJson(ZGameList, { games: await listSegmentGames(db, segment) }, url),
        );
        return send(request, reply, prepared);
      },
    );
  }

  // Both follow only the configuration, read once at start.
  const skin = await prepareJson(
    ZSkinConfiguration,
    skinConfiguration(getSiteConfiguration(app.config).operator.supportEmail),
    '/skin-configuration',
  );
  app.get(
    '/skin-configuration',
    { config, compress: false, schema: { tags, response: { 200: ZSkinConfiguration, 304: z.null(), 429: E } } },
    async (request, reply) => send(request, reply, skin),
  );
};

/**
 * Seeds the catalogue and its thumbnails on start, and serves the thumbnails as the CDN paths of
 * docs/product.md, Thumbnails: /cdn/images/{provider}/{file}.webp and /cdn/i/s3/{provider}/{file}.webp, and the game
 * screens' backdrops at /cdn/backdrops/{provider}/{file}.webp.
 */
export const gameAssetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const dir = thumbnailsDir(app.config.thumbnailsDir);

  app.addHook('onReady', async () => {
    const added = await seedCatalogue(db);
    if (added > 0) app.log.info({ added }, 'game catalogue loaded from the shipped seed');
    // A large imported catalogue can take minutes to draw: wait a little (a fresh install's seed art is
    // ready before the first page), then let the rest finish while the API already serves.
    const drawing = generateThumbnails(app.config.thumbnailsDir, await listGames(db)).then(
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
  const serve = (dir: string) => async (request: FastifyRequest<{ Params: z.infer<typeof ZParams> }>, reply: FastifyReply) => {
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
    app.get(
      `${base}/:provider/:file`,
      { config, schema: { tags: ['cdn'], params: ZParams, response: { 400: E, 404: E, 429: E } } },
      serve(dir),
    );
  }
  // The game screens' backdrops (the game client's own art, so always on this server).
  app.get(
    '/cdn/backdrops/:provider/:file',
    { config, schema: { tags: ['cdn'], params: ZParams, response: { 400: E, 404: E, 429: E } } },
    serve(backdropsDir(app.config.thumbnailsDir)),
  );
};
