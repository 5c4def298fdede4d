import {
  ZAddWithdrawalAddressRequest,
  ZAllowListRequest,
  ZConfirmWithdrawalRequest,
  ZErrorResponse as E,
  ZPasskeyRequestOptions,
  ZWithdrawal,
  ZWithdrawalAddress,
  ZWithdrawalSecurity,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { startWithdrawalPasskey } from '../auth';
import { addWithdrawalAddress, getWithdrawalSecurity, removeAddress, setAllowList } from './withdrawal-guard';
import { playerMailerOf } from './withdrawal-mails';
import { confirmWithdrawalByLink } from './withdrawal-service';

// The guards of a player's withdrawals (docs/decisions/035-guarded-withdrawals.md). Open to payout-only sessions, as
// withdrawing is.
const tags = ['payments'];
const config = { payoutOnly: true, rateLimit: { max: 20, timeWindow: '1 minute' } };

/** /profile-service/api/v1: how the player's withdrawals are confirmed and held, a passkey's challenge, the allow-list. */
export const withdrawalSecurityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const mail = playerMailerOf(app);
  app.addHook('onRequest', app.requirePlayer);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/profile/withdrawal-security', { config, schema: { tags, response: { 200: ZWithdrawalSecurity, 401: E } } }, async (request) =>
    getWithdrawalSecurity(db, request.player!.id, app.clock.now()),
  );

  // The challenge a passkey signs to confirm the next request: kept 5 minutes, for this player, once.
  app.post(
    '/profile/withdrawal-passkey-options',
    { config, schema: { tags, response: { 200: ZPasskeyRequestOptions, 401: E, 409: E, 429: E } } },
    async (request) => startWithdrawalPasskey(db, app.config, request.player!.id, app.clock.now()),
  );

  app.post(
    '/profile/withdrawal-addresses',
    {
      config,
      schema: { tags, body: ZAddWithdrawalAddressRequest, response: { 201: ZWithdrawalAddress, 400: E, 401: E, 409: E, 422: E, 429: E } },
    },
    async (request, reply) => reply.code(201).send(await addWithdrawalAddress(db, mail, request.player!.id, request.body, app.clock.now())),
  );

  app.delete(
    '/profile/withdrawal-addresses/:id',
    { config, schema: { tags, params: z.object({ id: z.uuid('Unknown address') }), response: { 204: z.null(), 400: E, 401: E, 404: E } } },
    async (request, reply) => {
      await removeAddress(db, request.player!.id, request.params.id, app.clock.now());
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/profile/withdrawal-addresses/allow-list',
    { config, schema: { tags, body: ZAllowListRequest, response: { 200: ZWithdrawalSecurity, 400: E, 401: E, 429: E } } },
    async (request) => setAllowList(db, mail, request.player!.id, request.body.on, app.clock.now()),
  );
};

/** /user-service/api/v1/withdrawal/confirm: the link mailed with a request, opened wherever the mail is read. */
export const withdrawalLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/withdrawal/confirm',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags, body: ZConfirmWithdrawalRequest, response: { 200: ZWithdrawal, 400: E, 422: E, 429: E } },
    },
    async (request) => confirmWithdrawalByLink(app.database.db, request.body.token, app.clock.now()),
  );
};
