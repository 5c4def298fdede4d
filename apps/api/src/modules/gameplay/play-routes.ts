import {
  ZClientSeedRequest,
  ZErrorResponse as E,
  ZGameLaunchRequest,
  ZGameLaunchResponse,
  PLAY_TOKEN_PATTERN,
  ZOpenRoundRequest,
  ZPlayRoundResponse,
  ZPlaySession,
  ZRoundActionRequest,
  ZSeedRotation,
} from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, unauthorized } from '../../lib/errors';
import { assertCountryAllowed } from '../geo';
import { assertBetLimitsNotReached, assertNotSelfExcluded } from '../responsible-gaming';
import { findDefaultCurrency } from '../wallet';
import { closeOpenRoundsOf } from './exclusion-rounds';
import { launchAggregatorGame } from './aggregator-launch';
import { findPlayableGame, launchGame } from './launch';
import { loadPlayContext, playSettingsOf, type PlayDeps } from './play-context';
import { getPlaySession, rotateDemoSeeds } from './play-session';
import { actOnRound, openRound } from './rounds';

const tags = ['play'];
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const ZToken = z.object({ token: z.string().regex(PLAY_TOKEN_PATTERN, 'must be a game session token') });
const ZRoundParams = ZToken.extend({ roundId: z.uuid() });

/**
 * /game-aggregator-service/api/v1: the game launch (docs/product.md, Game launch) and the play API our game client at
 * /play/{token} speaks (ISSUE 11). Demo launches need no session; real-money launches and their play calls
 * need the signed-in player the launch belongs to.
 */
export const playRoutes: FastifyPluginAsyncZod<PlayDeps> = async (app, deps) => {
  const settings = playSettingsOf(app.config, deps);
  const { db } = app.database;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const playerIdOf = (request: FastifyRequest) => async () => (await request.findPlayer())?.id ?? null;
  // A player who self-excludes cannot come back to a round: it ends by its family's rule as the exclusion starts.
  app.selfExclusionSteps.push(async (tx, accounts, now) => void (await closeOpenRoundsOf(tx, accounts, now, settings)));
  const contextOf = (request: FastifyRequest, token: string) => loadPlayContext(db, token, playerIdOf(request), app.clock.now(), settings);

  app.post(
    '/game',
    {
      config: perMinute(30),
      schema: { tags, body: ZGameLaunchRequest, response: { 200: ZGameLaunchResponse, 400: E, 401: E, 403: E, 404: E, 409: E, 502: E } },
    },
    async (request) => {
      const now = app.clock.now();
      const { gameKey, aggregator } = await findPlayableGame(db, request.body, app.config.gameAggregators);
      const launch = (mode: Parameters<typeof launchGame>[2]) =>
        aggregator
          ? launchAggregatorGame(db, aggregator, gameKey, mode, { lang: request.body.lang, now, timeoutMs: app.config.aggregatorTimeoutMs })
          : launchGame(db, gameKey, mode, now);
      const player = await request.findPlayer();
      const currency = player ? await findDefaultCurrency(db, player.id) : undefined;
      // Demo: EUR credits for a visitor, the default fund's currency for a signed-in player.
      if (request.body.demo) return launch({ demo: true, currency: currency ?? 'EUR' });
      if (!player) throw unauthorized('Please sign in to play for real money.');
      await assertNotSelfExcluded(db, player.id, now);
      await assertBetLimitsNotReached(db, player.id, now);
      assertCountryAllowed(request, 'Real-money play');
      if (!currency) throw conflict('Open a wallet before playing for real money.');
      return launch({ demo: false, playerId: player.id, currency });
    },
  );

  app.get(
    '/play/:token',
    { config: perMinute(120), schema: { tags, params: ZToken, response: { 200: ZPlaySession, 400: E, 401: E, 403: E, 404: E, 410: E } } },
    async (request) => getPlaySession(db, await contextOf(request, request.params.token), app.clock.now()),
  );

  app.post(
    '/play/:token/rounds',
    {
      config: perMinute(240),
      schema: {
        tags,
        params: ZToken,
        body: ZOpenRoundRequest,
        response: { 200: ZPlayRoundResponse, 400: E, 401: E, 403: E, 404: E, 409: E, 410: E, 429: E },
      },
    },
    async (request) => openRound(db, await contextOf(request, request.params.token), request.body, app.clock.now()),
  );

  app.post(
    '/play/:token/rounds/:roundId/actions',
    {
      config: perMinute(600),
      schema: {
        tags,
        params: ZRoundParams,
        body: ZRoundActionRequest,
        response: { 200: ZPlayRoundResponse, 400: E, 401: E, 403: E, 404: E, 409: E, 410: E },
      },
    },
    async (request) =>
      actOnRound(db, await contextOf(request, request.params.token), request.params.roundId, request.body.action, app.clock.now()),
  );

  app.post(
    '/play/:token/fairness/rotate',
    { config: perMinute(30), schema: { tags, params: ZToken, response: { 200: ZSeedRotation, 400: E, 401: E, 403: E, 404: E, 410: E } } },
    async (request) => rotateDemoSeeds(db, await contextOf(request, request.params.token), app.clock.now()),
  );

  app.put(
    '/play/:token/fairness/client-seed',
    {
      config: perMinute(30),
      schema: { tags, params: ZToken, body: ZClientSeedRequest, response: { 200: ZSeedRotation, 400: E, 401: E, 403: E, 404: E, 410: E } },
    },
    async (request) => rotateDemoSeeds(db, await contextOf(request, request.params.token), app.clock.now(), request.body.clientSeed),
  );
};
