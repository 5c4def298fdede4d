import {
  ZCardDepositRequest,
  ZCardGateway,
  ZDepositStatus,
  ZErrorResponse as E,
  ZJetonCashDepositRequest,
  ZJetonDepositRequest,
  ZJetonDepositResponse,
  ZJetonType,
  ZMifinityDepositRequest,
  ZMifinityDepositResponse,
  ZPaymentGatewayList,
  ZRedirectResponse,
  ZSkrillDepositRequest,
  ZCryptoDepositRequest,
  goesWithoutBonus,
  ZCryptoDepositResponse,
  ZCryptoWithdrawRequest,
  ZFiatWithdrawRequest,
  ZHistoryQuery,
  ZTransactionHistory,
  ZTransactionType,
  ZWithdrawal,
  type TCurrencyCode,
  type TPasskeyAssertion,
  type TPaymentGateway,
} from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toMinorUnits } from '../../lib/money';
import { assertCountryAllowed } from '../geo';
import { getCryptoDepositAddress } from './crypto-deposit-service';
import { getDeposit, startDeposit, type DepositRequest } from './deposit-service';
import type { DepositHandoff } from './gateways';
import { getPaymentHistory } from './history';
import { guardWithdrawal } from './withdrawal-guard';
import { playerMailerOf, withdrawalRequestedMail } from './withdrawal-mails';
import {
  checkWithdrawalRequest,
  decideWithdrawal,
  requestWithdrawal,
  type WithdrawalGuard,
  type WithdrawalRequest,
} from './withdrawal-service';

const tags = ['payments'];
const errors = { 400: E, 401: E, 403: E, 404: E, 422: E, 429: E };
const limited = { rateLimit: { max: 20, timeWindow: '1 minute' } };

type DepositBody = {
  amount: string;
  currency: TCurrencyCode;
  promotionCoupon?: string;
  declineBonus: boolean;
  acceptBonus: boolean;
  language?: string;
};

/** /profile-service/api/v1 (docs/product.md, API): deposits, withdrawals and the money history. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.addHook('onRequest', app.requirePlayer);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  function deposit(request: FastifyRequest, gateway: TPaymentGateway, method: DepositRequest['method'], body: DepositBody) {
    const { isoCode } = assertCountryAllowed(request, 'Deposits');
    return startDeposit(
      db,
      app.payments.gateways,
      {
        playerId: request.player!.id,
        gateway,
        method,
        amount: toMinorUnits(body.amount, body.currency),
        currency: body.currency,
        promotionCoupon: body.promotionCoupon,
        // A bonus is the player's explicit choice: without the offer or a code the deposit earns none.
        declineBonus: goesWithoutBonus(body),
        language: body.language ?? 'en',
        country: isoCode,
        publicUrl: app.config.publicUrl,
      },
      app.clock.now(),
    );
  }
  const redirectOf = (handoff: DepositHandoff) => {
    if (!('redirectUrl' in handoff)) throw new Error('The gateway answered without a payment page');
    return handoff;
  };

  app.get('/profile/payment/gateways', { schema: { tags, response: { 200: ZPaymentGatewayList, 401: E } } }, async () => [
    ...app.payments.gateways.keys(),
  ]);

  app.get(
    '/profile/payment/deposit/:id',
    { schema: { tags, params: z.object({ id: z.uuid('Unknown deposit') }), response: { 200: ZDepositStatus, 400: E, 401: E, 404: E } } },
    async (request) => getDeposit(db, request.player!.id, request.params.id),
  );

  app.post(
    '/profile/:gateway/deposit',
    {
      config: limited,
      schema: {
        tags,
        params: z.object({ gateway: ZCardGateway }),
        body: ZCardDepositRequest,
        response: { 200: ZRedirectResponse, ...errors },
      },
    },
    async (request) => {
      const { redirectUrl } = redirectOf(await deposit(request, request.params.gateway, 'card', request.body));
      return { redirectUrl };
    },
  );

  app.post(
    '/profile/skrill/deposit',
    { config: limited, schema: { tags, body: ZSkrillDepositRequest, response: { 200: ZRedirectResponse, ...errors } } },
    async (request) => {
      const { redirectUrl } = redirectOf(await deposit(request, 'skrill', 'e-wallet', request.body));
      return { redirectUrl };
    },
  );

  app.post(
    '/profile/mifinity/deposit',
    { config: limited, schema: { tags, body: ZMifinityDepositRequest, response: { 200: ZMifinityDepositResponse, ...errors } } },
    async (request) => {
      const handoff = await deposit(request, 'mifinity', 'widget-wallet', request.body);
      if (!('initializationToken' in handoff)) throw new Error('The widget gateway answered without a token');
      return handoff;
    },
  );

  app.post(
    '/profile/jeton/cash/deposit',
    { config: limited, schema: { tags, body: ZJetonCashDepositRequest, response: { 200: ZRedirectResponse, ...errors } } },
    async (request) => {
      const { redirectUrl } = redirectOf(await deposit(request, 'jeton', 'e-wallet', request.body));
      return { redirectUrl };
    },
  );

  app.post(
    '/profile/jeton/:type/deposit',
    {
      config: limited,
      schema: {
        tags,
        params: z.object({ type: ZJetonType }),
        body: ZJetonDepositRequest,
        response: { 200: ZJetonDepositResponse, ...errors },
      },
    },
    async (request) => {
      const handoff = redirectOf(await deposit(request, 'jeton', 'qr-wallet', request.body));
      // Only Checkout is paid by scanning a code.
      return request.params.type === 'checkout' ? handoff : { redirectUrl: handoff.redirectUrl };
    },
  );

  app.post(
    '/profile/crypto/deposit',
    { config: limited, schema: { tags, body: ZCryptoDepositRequest, response: { 200: ZCryptoDepositResponse, ...errors } } },
    async (request) => {
      assertCountryAllowed(request, 'Deposits');
      const { currency, promotionCoupon } = request.body;
      const declineBonus = goesWithoutBonus(request.body);
      return getCryptoDepositAddress(
        db,
        app.payments.cryptoWallets,
        { playerId: request.player!.id, currency, promotionCoupon, declineBonus, publicUrl: app.config.publicUrl },
        app.clock.now(),
      );
    },
  );

  // Withdrawals: allowed to self-excluded players and from any country, so money can always leave. An active
  // bonus in the currency is forfeited first, only once the player confirmed it (decision 023). Each request passes
  // the guards of decision 035 first and is mailed to the player, with the link that confirms it when they have no
  // second factor.
  const bonusGuard: WithdrawalGuard = (tx, input, now) => app.promotions.settleBonusBeforeWithdrawal(tx, input, now);
  const mail = playerMailerOf(app);
  async function withdraw(asked: WithdrawalRequest & { code?: string; passkey?: TPasskeyAssertion }) {
    const now = app.clock.now();
    const { code, passkey, ...money } = asked;
    // A request that is wrong in itself says so before the guards are asked (and before a code is looked at).
    await checkWithdrawalRequest(db, money);
    const confirmation = await guardWithdrawal(db, app.config, money.playerId, { ...money, code, passkey }, now);
    const withdrawal = await requestWithdrawal(db, money, now, bonusGuard, confirmation);
    const destination = withdrawal.address ?? 'your Skrill account';
    const link = confirmation.kind === 'email' && {
      link: `${app.config.publicUrl}/?confirmWithdrawalToken=${encodeURIComponent(confirmation.token)}`,
      by: confirmation.confirmBy,
    };
    mail(money.playerId, (to) =>
      withdrawalRequestedMail(to, { amount: withdrawal.amount, currency: withdrawal.currency, destination, at: now }, link || undefined),
    );
    return withdrawal;
  }

  app.post(
    '/profile/crypto/withdraw',
    { config: { ...limited, payoutOnly: true }, schema: { tags, body: ZCryptoWithdrawRequest, response: { 201: ZWithdrawal, ...errors } } },
    async (request, reply) => {
      const { amount, currency, address, destinationTag, forfeitBonus, code, passkey } = request.body;
      const playerId = request.player!.id;
      const asked = {
        playerId,
        method: 'crypto' as const,
        currency,
        amount: toMinorUnits(amount, currency),
        address,
        destinationTag,
        forfeitBonus,
        code,
        passkey,
      };
      return reply.code(201).send(await withdraw(asked));
    },
  );

  app.post(
    '/profile/skrill/withdraw',
    { config: { ...limited, payoutOnly: true }, schema: { tags, body: ZFiatWithdrawRequest, response: { 201: ZWithdrawal, ...errors } } },
    async (request, reply) => {
      const { amount, currency, forfeitBonus, email, code, passkey } = request.body;
      const playerId = request.player!.id;
      const asked = {
        playerId,
        method: 'skrill' as const,
        currency,
        amount: toMinorUnits(amount, currency),
        forfeitBonus,
        address: email,
        code,
        passkey,
      };
      return reply.code(201).send(await withdraw(asked));
    },
  );

  app.delete(
    '/profile/withdrawal/:id',
    {
      config: { payoutOnly: true },
      schema: {
        tags,
        params: z.object({ id: z.uuid('Unknown withdrawal') }),
        response: { 200: ZWithdrawal, 400: E, 401: E, 403: E, 404: E, 409: E },
      },
    },
    async (request) => decideWithdrawal(db, request.params.id, { kind: 'cancel', playerId: request.player!.id }, app.clock.now()),
  );

  for (const currencyType of ['fiat', 'crypto'] as const) {
    app.get(
      `/profile/${currencyType}/:type`,
      {
        config: { payoutOnly: true },
        schema: {
          tags,
          params: z.object({ type: ZTransactionType }),
          querystring: ZHistoryQuery,
          response: { 200: ZTransactionHistory, 400: E, 401: E },
        },
      },
      async (request) => getPaymentHistory(db, request.player!.id, { currencyType, type: request.params.type, ...request.query }),
    );
  }
};
