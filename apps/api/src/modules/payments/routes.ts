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
  type TCurrencyCode,
  type TPaymentGateway,
} from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toMinorUnits } from '../../lib/money';
import { assertCountryAllowed } from '../geo';
import { getDeposit, startDeposit, type DepositRequest } from './deposit-service';
import type { DepositHandoff } from './gateways';

const tags = ['payments'];
const errors = { 400: E, 401: E, 403: E, 404: E, 422: E, 429: E };
const limited = { rateLimit: { max: 20, timeWindow: '1 minute' } };

type DepositBody = { amount: string; currency: TCurrencyCode; promotionCoupon?: string; language?: string };

/** /profile-service/api/v1 (SPEC.md §7): deposits through the fiat gateways, and where each stands. */
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
};
