import {
  ZCrashBetRequest,
  ZCrashCashOutRequest,
  ZCrashChainsResponse,
  ZCrashState,
  ZErrorResponse as E,
  PLAY_TOKEN_PATTERN,
  type TCrashEvent,
} from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadLaunch } from '../play-context';
import { cashOutCrashBet, crashContextOf, getCrashState, listCrashChains, placeCrashBet } from './service';

const tags = ['play'];
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const ZToken = z.object({ token: z.string().regex(PLAY_TOKEN_PATTERN, 'must be a game session token') });
const errors = { 400: E, 401: E, 403: E, 404: E, 409: E, 410: E };

/** A comment line every so often keeps proxies from closing a quiet stream (the betting phase pushes nothing). */
const KEEP_ALIVE_MS = 15_000;

/**
 * /game-aggregator-service/api/v1/play/{token}/crash: a crash title's live round for our game client. The
 * state, a bet, a cash-out, and `events`, a Server-Sent Events stream of what the round's leader announces
 * (through Redis from whichever instance leads it). And /crash/chains, public: the titles' chains as committed.
 */
export const crashRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const contextOf = async (request: FastifyRequest, token: string) => {
    const playerId = async () => (await request.findPlayer())?.id ?? null;
    return crashContextOf(db, token, await loadLaunch(db, token, playerId, app.clock.now()), app.crash);
  };

  app.get(
    '/crash/chains',
    {
      config: { rateLimit: { max: app.config.publicRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: { tags, response: { 200: ZCrashChainsResponse, 429: E } },
    },
    async (_request, reply) => {
      // The same for everyone, and a salt is fixed a block or more after its commitment: a short shared cache.
      reply.header('cache-control', 'public, max-age=10');
      return listCrashChains(db, app.crash.seeding);
    },
  );

  app.get(
    '/play/:token/crash',
    { config: perMinute(240), schema: { tags, params: ZToken, response: { 200: ZCrashState, ...errors } } },
    async (request) => getCrashState(db, await contextOf(request, request.params.token), app.clock.now()),
  );

  app.post(
    '/play/:token/crash/bets',
    { config: perMinute(240), schema: { tags, params: ZToken, body: ZCrashBetRequest, response: { 200: ZCrashState, ...errors } } },
    async (request) => placeCrashBet(db, await contextOf(request, request.params.token), request.body, app.clock.now()),
  );

  app.post(
    '/play/:token/crash/cash-out',
    { config: perMinute(240), schema: { tags, params: ZToken, body: ZCrashCashOutRequest, response: { 200: ZCrashState, ...errors } } },
    async (request) => cashOutCrashBet(db, app.crash.bus, await contextOf(request, request.params.token), request.body, app.clock.now()),
  );

  app.get(
    '/play/:token/crash/events',
    { config: perMinute(60), schema: { tags, params: ZToken, response: errors } },
    async (request, reply) => {
      const { launch } = await contextOf(request, request.params.token);
      reply.hijack();
      const out = reply.raw;
      out.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // Next's proxy and nginx would otherwise hold events back in a buffer.
        'x-accel-buffering': 'no',
      });
      const send = (event: TCrashEvent) => {
        if (event.gameKey === launch.gameKey) out.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      };
      const unsubscribe = app.crash.bus.subscribe(send);
      // Sent once subscribed: from this line on, the client misses nothing.
      out.write(': live\n\n');
      const keepAlive = setInterval(() => out.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      const stop = () => {
        clearInterval(keepAlive);
        unsubscribe();
      };
      request.raw.on('close', stop);
      app.crash.streams.add(out);
      out.on('close', () => app.crash.streams.delete(out));
    },
  );
};
