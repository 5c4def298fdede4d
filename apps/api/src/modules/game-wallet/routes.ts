import {
  WALLET_SIGNATURE_HEADER,
  ZWalletApiResponse,
  ZWalletAuthenticateRequest,
  ZWalletBalanceRequest,
  ZWalletBetRequest,
  ZWalletEndRoundRequest,
  ZWalletRollbackRequest,
  ZWalletWinRequest,
  type TWalletApiResponse,
  type TWalletApiStatus,
} from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { required } from '../../lib/dependencies';
import { endSessionAtLimit, recordWalletBetRefusal } from '../responsible-gaming';
import type { GameWallet } from './game-wallet';
import type { WalletAnswer } from './service';
import { findSigner } from './signature';

const tags = ['wallet-api'];
/** A wallet call is a few hundred bytes; anything near this is not one. */
const BODY_LIMIT = 16_384;
const ZHeaders = z.object({
  [WALLET_SIGNATURE_HEADER]: z.string().optional().describe('t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>'),
});

/** The request_uuid to echo, read from whatever body arrived (it may be the reason the call is refused). */
function requestUuidOf(body: unknown): string | null {
  const value = (body as { request_uuid?: unknown } | null | undefined)?.request_uuid;
  return typeof value === 'string' && value.length <= 100 ? value : null;
}

/** An answer as the wire carries it: what our studio's in-process calls mean too. */
export const toWire = (requestUuid: string | null, a: WalletAnswer): TWalletApiResponse => ({
  status: a.status,
  request_uuid: requestUuid,
  balance: a.balance === null ? null : a.balance.toString(),
  currency: a.currency,
  transaction_id: a.transactionId === null ? null : String(a.transactionId),
});

const refusal = (requestUuid: string | null, status: TWalletApiStatus): TWalletApiResponse => ({
  status,
  request_uuid: requestUuid,
  balance: null,
  currency: null,
  transaction_id: null,
});

/**
 * /wallet-api/v1 (docs/decisions/009-seamless-wallet-api.md): server to server, so no CSRF header and no
 * per-IP limit (an aggregator sends thousands of calls a minute from one address); the signature is the
 * authentication. Every outcome is HTTP 200 with a status, a body that is not the call's contract
 * included (WRONG_SYNTAX, as the protocol wants, not the 400 of the player API); a 500 carries UNKNOWN and
 * means nothing was committed.
 */
export const walletApiRoutes: FastifyPluginAsyncZod<{ wallet: GameWallet }> = async (app, opts) => {
  const wallet = required(opts.wallet, 'the game wallet of the wallet API');
  const { db } = app.database;
  const operators = app.config.walletApiOperators;
  const rawBodies = new WeakMap<FastifyRequest, Buffer>();

  // The signature covers the bytes as sent, so the body is kept raw, whatever its content type; text that
  // is not JSON reaches the handler as no body, which the contract then refuses.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (request, body, done) => {
    rawBodies.set(request, body as Buffer);
    try {
      done(null, JSON.parse(body.toString()));
    } catch {
      done(null, undefined);
    }
  });

  function route<S extends z.ZodType>(path: string, body: S, run: (db: Db, call: z.infer<S>, now: Date) => Promise<WalletAnswer>) {
    app.post(
      path,
      {
        schema: { tags, headers: ZHeaders, body, response: { 200: ZWalletApiResponse, 500: ZWalletApiResponse } },
        attachValidation: true,
        config: { csrf: false },
      },
      async (request, reply) => {
        const now = app.clock.now();
        const requestUuid = requestUuidOf(request.body);
        const signer = findSigner(operators, request.headers[WALLET_SIGNATURE_HEADER], rawBodies.get(request) ?? Buffer.alloc(0), now);
        if (!signer) return refusal(requestUuid, 'INVALID_SIGNATURE');
        if (request.validationError) return refusal(requestUuid, 'WRONG_SYNTAX');
        const call = request.body as z.infer<S> & { operator_id: string };
        // One operator's secret never signs for another.
        if (call.operator_id !== signer) return refusal(requestUuid, 'INVALID_SIGNATURE');
        try {
          return toWire(requestUuid, await run(db, call, now));
        } catch (err) {
          // The call's transaction rolled back: nothing happened, and the operator may retry.
          request.log.error({ err }, 'wallet API call failed');
          return reply.code(500).send(refusal(requestUuid, 'UNKNOWN'));
        }
      },
    );
  }

  route('/authenticate', ZWalletAuthenticateRequest, wallet.authenticate);
  route('/balance', ZWalletBalanceRequest, wallet.getBalance);
  // A bet the session limit refused ends the player's sessions, in a transaction of its own (responsible gaming).
  route('/bet', ZWalletBetRequest, async (db, call, now) => {
    const answer = await wallet.placeBet(db, call, now);
    if (answer.status === 'LIMIT_REACHED') {
      await endSessionAtLimit(db, call.player_id, now);
      // Which limit refused it, for the signs of harm (a limit raised soon after a refusal).
      await recordWalletBetRefusal(db, call, now);
    }
    return answer;
  });
  route('/win', ZWalletWinRequest, wallet.settleWin);
  route('/rollback', ZWalletRollbackRequest, wallet.rollBack);
  route('/end-round', ZWalletEndRoundRequest, wallet.endRound);
};
