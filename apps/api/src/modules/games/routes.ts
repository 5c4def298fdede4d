import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ZErrorResponse as E,
  ZGameList,
  ZGamesAndCategories,
  ZJackpotList,
  ZSkinConfiguration,
  ZWinnerList,
} from '@casino/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { etagOf, isNotModified } from '../../lib/http-cache';
import { badRequest, notFound } from '../../lib/errors';
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
const CATALOGUE_CACHE = 'public, max-age=300';

/** A catalogue body with its ETag: 304 when the client already holds it. */
function sendCached<T>(request: FastifyRequest, reply: FastifyReply, body: T): T | null {
  const etag = etagOf(body);
  reply.header('cache-control', CATALOGUE_CACHE).header('etag', etag);
  if (isNotModified(request.headers['if-none-match'], etag)) {
    reply.code(304);
    return null;
  }
  return body;
}

const SEGMENT_ROUTES: [string, SegmentId][] = [
  ['top-games', 'top'],
  ['main-games', 'main'],
  ['featured-games', 'featured'],
  ['new-games', 'new'],
];

/** /game-aggregator-service/api/v1 (SPEC.md §7 Game service): the public catalogue. */
export const gameAggregatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/games-and-categories/:currency',
    {
      schema: { tags, params: z.object({ currency: z.string() }), response: { 200: ZGamesAndCategories, 304: z.null(), 503: E } },
    },
    async (request, reply) => {
      const currency = catalogueCurrency(request.params.currency);
      return sendCached(request, reply, await getGamesAndCategories(db, currency));
    },
  );

  for (const [route, segment] of SEGMENT_ROUTES) {
    app.get(
      `/category/${route}`,
      { schema: { tags, response: { 200: ZGameList, 304: z.null() } } },
      async (request, reply) => sendCached(request, reply, { games: await listSegmentGames(db, segment) }),
    );
  }

  // Winners come from settled bets: none exist before gameplay, and none are ever invented.
  for (const route of ['latest', 'top']) {
    app.get(`/winners/${route}`, { schema: { tags, response: { 200: ZWinnerList } } }, async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { winners: [] };
    });
  }

  app.get(
    '/skin-configuration',
    { schema: { tags, response: { 200: ZSkinConfiguration, 304: z.null() } } },
    async (request, reply) => sendCached(request, reply, skinConfiguration(app.config.supportEmail)),
  );

  app.get(
    '/jackpots',
    { schema: { tags, response: { 200: ZJackpotList, 304: z.null() } } },
    async (request, reply) => sendCached(request, reply, { jackpots: JACKPOT_POOLS }),
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
    const drawn = await generateThumbnails(app.config.dataDir, await listGames(db));
    if (drawn > 0) app.log.info({ drawn }, 'game thumbnails generated');
  });

  const ZParams = z.object({ provider: z.string(), file: z.string() });
  const serve = async (request: FastifyRequest<{ Params: z.infer<typeof ZParams> }>, reply: FastifyReply) => {
    const { provider, file } = request.params;
    if (!PROVIDER_SEGMENT.test(provider) || !FILE_SEGMENT.test(file)) throw badRequest('Invalid image path');
    const body = await readFile(path.join(dir, provider, file)).catch(() => null);
    if (!body) throw notFound('Unknown image');
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(body);
  };
  for (const base of ['/cdn/images', '/cdn/i/s3']) {
    app.get(`${base}/:provider/:file`, { schema: { tags: ['cdn'], params: ZParams, hide: true } }, serve);
  }
};
