import { ZErrorResponse as E, PLAY_TOKEN_PATTERN, ZVirtualBetRequest, ZVirtualState } from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadPlayContext, playSettingsOf, type PlayDeps } from '../play-context';
import { getVirtualState, placeVirtualBet, virtualConfigOf } from './service';

const tags = ['play'];
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const ZToken = z.object({ token: z.string().regex(PLAY_TOKEN_PATTERN, 'must be a game session token') });
const errors = { 400: E, 401: E, 403: E, 404: E, 409: E, 410: E };

/**
 * /game-aggregator-service/api/v1/play/{token}/virtual-sports: a virtual sports title's events for our game
 * client: the board (with the player's bets and balance) and a bet on an open event. The client reads the
 * board again at each time the events state (betting closes, the off, the end): the schedule is public.
 */
export const virtualSportsRoutes: FastifyPluginAsyncZod<PlayDeps> = async (app, deps) => {
  const { db } = app.database;
  const settings = playSettingsOf(app.config, deps);
  const contextOf = async (request: FastifyRequest, token: string) => {
    const playerId = async () => (await request.findPlayer())?.id ?? null;
    const ctx = await loadPlayContext(db, token, playerId, app.clock.now(), settings);
    return { ctx, config: virtualConfigOf(ctx.title, app.config.virtualSportsSchedule) };
  };

  app.get(
    '/play/:token/virtual-sports',
    { config: perMinute(240), schema: { tags, params: ZToken, response: { 200: ZVirtualState, ...errors } } },
    async (request) => {
      const { ctx, config } = await contextOf(request, request.params.token);
      return getVirtualState(db, ctx, config, app.clock.now());
    },
  );

  app.post(
    '/play/:token/virtual-sports/bets',
    { config: perMinute(120), schema: { tags, params: ZToken, body: ZVirtualBetRequest, response: { 200: ZVirtualState, ...errors } } },
    async (request) => {
      const { ctx, config } = await contextOf(request, request.params.token);
      return placeVirtualBet(db, ctx, config, request.body, app.clock.now());
    },
  );
};
