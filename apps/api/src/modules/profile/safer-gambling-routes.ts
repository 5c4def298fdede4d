import {
  ZAcknowledgeInteractionParams,
  ZAnswerRealityCheckRequest,
  ZConfirmLimitRequest,
  ZRealityCheckState,
  ZSetRealityCheckRequest,
  ZErrorResponse as E,
  ZSaferGamblingResponse,
  ZSetLimitRequest,
  ZTimeOutRequest,
  ZTimeOutResponse,
  type TSaferGamblingResponse,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { unauthorized } from '../../lib/errors';
import { getAccount } from '../auth';
import {
  acknowledgeInteraction,
  answerRealityCheck,
  chooseNoDepositLimit,
  confirmLimit,
  getSaferGambling,
  liftSelfExclusion,
  realityCheckState,
  setLimit,
  setRealityCheckInterval,
  type CountedDepositsSource,
} from '../responsible-gaming';
import { takeBreak } from './service';

const tags = ['profile'];

export type SaferGamblingRoutesOptions = { countedDeposits: CountedDepositsSource };

/**
 * The player's safer-gambling tools: GET /profile/safer-gambling (profile, limits, what is used, changes waiting,
 * the record, the message waiting for acknowledgement, time-out and exclusion choices), PUT …/limits, POST …/limits/confirm,
 * POST …/no-deposit-limit, POST …/interactions/{id}/acknowledge, POST …/time-out and POST …/self-exclusion/lift. Each
 * limit change answers with the page.
 * The reality check: GET …/reality-check (what the game frame asks: the interval, the check waiting, the next one, the
 * session's net result), PUT …/reality-check (the interval) and POST …/reality-check/answer; each answers the check's state.
 *
 * A payout-only session (a self-excluded person, decision 006) may read the page, which shows their own limits and
 * record and moves no money; it may change nothing: an excluded person cannot line up a higher limit, or its wait
 * (the profile's delay, 24 hours unless the market asks more), for the day the exclusion ends.
 */
export const saferGamblingRoutes: FastifyPluginAsyncZod<SaferGamblingRoutesOptions> = async (app, opts) => {
  const { db } = app.database;
  const { countedDeposits } = opts;

  async function page(tx: Db, playerId: string): Promise<TSaferGamblingResponse> {
    const { currency } = await accountOf(tx, playerId);
    const now = app.clock.now();
    return getSaferGambling(tx, playerId, currency, await countedDeposits(tx, playerId, currency, now), now);
  }
  async function changeOf(playerId: string) {
    return { playerId, currency: (await accountOf(db, playerId)).currency, now: app.clock.now() };
  }
  const answers = { 200: ZSaferGamblingResponse, 400: E, 401: E, 403: E, 409: E, 422: E };

  app.get(
    '/profile/safer-gambling',
    { config: { payoutOnly: true }, schema: { tags, response: { 200: ZSaferGamblingResponse, 401: E } } },
    async (request) => page(db, request.player!.id),
  );

  app.put('/profile/safer-gambling/limits', { schema: { tags, body: ZSetLimitRequest, response: answers } }, async (request) => {
    await setLimit(db, request.body, await changeOf(request.player!.id));
    return page(db, request.player!.id);
  });

  app.post(
    '/profile/safer-gambling/limits/confirm',
    { schema: { tags, body: ZConfirmLimitRequest, response: answers } },
    async (request) => {
      await confirmLimit(db, request.body.limit, await changeOf(request.player!.id));
      return page(db, request.player!.id);
    },
  );

  // The player read the message a sign of harm opened (asking them to review their limits): recorded, then the page.
  app.post(
    '/profile/safer-gambling/interactions/:id/acknowledge',
    { schema: { tags, params: ZAcknowledgeInteractionParams, response: { ...answers, 404: E } } },
    async (request) => {
      await acknowledgeInteraction(db, request.player!.id, request.params.id, app.clock.now());
      return page(db, request.player!.id);
    },
  );

  // Starts at once; sessions that can play end (this one too, unless it is payout-only access already).
  app.post(
    '/profile/safer-gambling/time-out',
    {
      config: { payoutOnly: true },
      schema: { tags, body: ZTimeOutRequest, response: { 200: ZTimeOutResponse, 400: E, 401: E, 409: E, 422: E } },
    },
    async (request, reply) => {
      const player = request.player!;
      const result = await takeBreak(db, player.id, request.body.period, app.clock.now(), app.selfExclusionSteps);
      if (!player.payoutOnly) reply.clearSessionCookie();
      return result;
    },
  );

  app.post(
    '/profile/safer-gambling/self-exclusion/lift',
    { config: { payoutOnly: true }, schema: { tags, response: answers } },
    async (request) => {
      await liftSelfExclusion(db, request.player!.id, app.clock.now());
      return page(db, request.player!.id);
    },
  );

  app.post('/profile/safer-gambling/no-deposit-limit', { schema: { tags, response: answers } }, async (request) => {
    await chooseNoDepositLimit(db, await changeOf(request.player!.id));
    return page(db, request.player!.id);
  });

  async function realityCheck(playerId: string) {
    const { currency } = await accountOf(db, playerId);
    return realityCheckState(db, playerId, currency, app.clock.now());
  }
  const checkAnswers = { 200: ZRealityCheckState, 400: E, 401: E, 403: E, 409: E, 422: E };

  app.get(
    '/profile/safer-gambling/reality-check',
    { config: { payoutOnly: true }, schema: { tags, response: { 200: ZRealityCheckState, 401: E } } },
    async (request) => realityCheck(request.player!.id),
  );

  app.put(
    '/profile/safer-gambling/reality-check',
    { schema: { tags, body: ZSetRealityCheckRequest, response: checkAnswers } },
    async (request) => {
      await setRealityCheckInterval(db, request.body.minutes, { playerId: request.player!.id, now: app.clock.now() });
      return realityCheck(request.player!.id);
    },
  );

  app.post(
    '/profile/safer-gambling/reality-check/answer',
    { schema: { tags, body: ZAnswerRealityCheckRequest, response: checkAnswers } },
    async (request) => {
      await answerRealityCheck(db, request.body.answer, { playerId: request.player!.id, now: app.clock.now() });
      return realityCheck(request.player!.id);
    },
  );
};

async function accountOf(db: Db, playerId: string) {
  const account = await getAccount(db, playerId);
  // The session outlived its account (deleted): nothing to show.
  if (!account) throw unauthorized();
  return account;
}
