import {
  ZBetHistoryExportQuery,
  ZBetHistoryProviders,
  ZBetHistoryQuery,
  ZBetHistoryResponse,
  ZBetRecall,
  ZBetSessionShotsQuery,
  ZErrorResponse as E,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { required } from '../../../lib/dependencies';
import type { PlayDeps } from '../play-context';
import { exportBetHistory } from './export';
import { getBetHistory, getBetRecall, getSessionShots, listBetHistoryProviders } from './service';

const tags = ['history'];
// An export reads up to 10,000 rounds: a player needs a few, a script looping on it gets 429.
const exportConfig = { rateLimit: { max: 10, timeWindow: '1 minute' } };

/** /profile-service/api/v1/history/bet (docs/product.md, API): the player's own real-money rounds. Session required. */
export const betHistoryRoutes: FastifyPluginAsyncZod<Pick<PlayDeps, 'wallet'>> = async (app, opts) => {
  // Reading the history settles the virtual sports bets whose events have ended: their wins go through the wallet.
  const wallet = required(opts.wallet, 'the game wallet of the bet history');
  const { db } = app.database;
  app.addHook('onRequest', app.requirePlayer);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/history/bet',
    { schema: { tags, querystring: ZBetHistoryQuery, response: { 200: ZBetHistoryResponse, 400: E, 401: E } } },
    async (request) => getBetHistory(db, wallet, request.player!.id, request.query, app.clock.now()),
  );

  app.get('/history/bet/provider', { schema: { tags, response: { 200: ZBetHistoryProviders, 401: E } } }, async (request) =>
    listBetHistoryProviders(db, request.player!.id),
  );

  app.get(
    '/history/bet/round/:roundId',
    {
      schema: {
        tags,
        params: z.object({ roundId: z.uuid({ error: 'A round id is a UUID' }) }),
        response: { 200: ZBetRecall, 400: E, 401: E, 404: E },
      },
    },
    async (request) => getBetRecall(db, wallet, request.player!.id, request.params.roundId, app.clock.now()),
  );

  app.get(
    '/history/bet/round/:roundId/shots',
    {
      schema: {
        tags,
        params: z.object({ roundId: z.uuid({ error: 'A round id is a UUID' }) }),
        querystring: ZBetSessionShotsQuery,
        response: { 200: ZBetHistoryResponse, 400: E, 401: E, 404: E },
      },
    },
    async (request) => getSessionShots(db, request.player!.id, request.params.roundId, request.query),
  );

  app.get(
    '/history/bet/export',
    { config: exportConfig, schema: { tags, querystring: ZBetHistoryExportQuery, response: { 200: z.string(), 400: E, 401: E, 429: E } } },
    async (request, reply) => {
      // Up to 10,000 rounds read from the replica when one is configured: the screen's list stays on the primary.
      const { csv, isTruncated } = await exportBetHistory(app.database.replica, request.player!.id, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="game-history.csv"')
        .header('x-export-truncated', String(isTruncated))
        .send(csv);
    },
  );
};
