import { ZCurrencyRequest, ZErrorResponse as E, ZFund, ZFundList, ZTotalDepositsResponse, ZWithdrawableResponse } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listDeposits } from './history';
import { required } from '../../lib/dependencies';
import { addFund, getWithdrawable, listPlayerFunds, makeDefaultFund, type FreeSpinWinsSource } from './service';

const tags = ['wallet'];

/** /profile-service/api/v1 (docs/product.md, API): the player's wallets, withdrawable money and deposits made (the money history is the payments module's). */
export const walletRoutes: FastifyPluginAsyncZod<{ freeSpinWins: FreeSpinWinsSource }> = async (app, opts) => {
  // A fund shows its held free-spin wins and the deposit that releases them (the promotions module's, decision 025).
  const freeSpinWins = required(opts.freeSpinWins, "the promotions module's held free-spin wins");
  const { db } = app.database;
  // onRequest, before validation: a stranger gets 401, never hints about the body.
  app.addHook('onRequest', app.requirePlayer);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/profile/currency', { config: { payoutOnly: true }, schema: { tags, response: { 200: ZFundList, 401: E } } }, async (request) =>
    listPlayerFunds(db, freeSpinWins, request.player!.id),
  );

  app.post(
    '/profile/currency',
    { schema: { tags, body: ZCurrencyRequest, response: { 201: ZFund, 400: E, 401: E, 409: E } } },
    async (request, reply) => reply.code(201).send(await addFund(db, request.player!.id, request.body.currency, app.clock.now())),
  );

  app.put(
    '/profile/currency',
    { schema: { tags, body: ZCurrencyRequest, response: { 200: ZFundList, 400: E, 401: E, 404: E } } },
    async (request) => makeDefaultFund(db, freeSpinWins, request.player!.id, request.body.currency),
  );

  app.get(
    '/profile/withdrawable',
    { config: { payoutOnly: true }, schema: { tags, response: { 200: ZWithdrawableResponse, 401: E, 404: E } } },
    async (request) => getWithdrawable(db, request.player!.id),
  );

  app.get('/profile/payment/total-deposits', { schema: { tags, response: { 200: ZTotalDepositsResponse, 401: E } } }, async (request) =>
    listDeposits(db, request.player!.id),
  );
};
