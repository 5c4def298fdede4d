import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { ZPaymentGateway, type TCurrencyCode } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { toMajorUnits } from '../../lib/money';
import { depositReturnPath } from './deposit-service';
import { findDeposit, type DepositRow } from './deposits-repo';
import { sandboxPagePath } from './gateways/sandbox';
import { decideCard } from './sandbox-card';
import { queueSandboxNotice } from './sandbox-deliveries';
import { findDelivery } from './sandbox-deliveries-repo';
import { sandboxChainRoutes } from './sandbox-chain-routes';
import { cardPage, challengePage, messagePage, walletPage, type PaymentSummary } from './sandbox-pages';

const ZParams = z.object({ gateway: ZPaymentGateway, depositId: z.uuid() });
const ZForm = z.record(z.string(), z.string().max(200));
const WALLET_GATEWAYS = new Set(['skrill', 'jeton', 'mifinity']);

/**
 * /payments/sandbox/{gateway}/{deposit}: the hosted pages of the sandbox gateways (only while they stand in
 * for real ones). A tester pays with a test card (or approves in an e-wallet); the outcome goes back as the
 * gateway's signed notice, sent at once and retried until acknowledged, and the browser returns to the site.
 * The deposit is credited by the notice, never by this page.
 */
export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const { config } = app;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    // The widget's page is shown in a frame of the site; every page posts its forms to itself.
    reply.header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${config.publicUrl}; frame-ancestors 'self' ${config.publicUrl}; base-uri 'none'`,
    );
  });

  // The chain's pages share this plugin's form parser and headers.
  await app.register(sandboxChainRoutes);

  const html = (reply: FastifyReply, status: number, body: string) => reply.code(status).type('text/html; charset=utf-8').send(body);
  const summaryOf = (d: DepositRow): PaymentSummary => ({
    gateway: d.gateway,
    amount: toMajorUnits(d.amount, d.currency as TCurrencyCode),
    currency: d.currency,
  });
  const challengeToken = (id: string) => createHmac('sha256', config.paymentsSandboxSecret).update(`challenge:${id}`).digest('base64url');
  const isChallengeToken = (id: string, token: string | undefined) => {
    const expected = Buffer.from(challengeToken(id));
    const given = Buffer.from(token ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  /** The deposit this page is for while it can still be paid; otherwise the page to show instead. */
  async function openPayment(gateway: string, id: string): Promise<{ deposit: DepositRow } | { status: number; page: string }> {
    const deposit = await findDeposit(db, id);
    if (!deposit || deposit.gateway !== gateway || !app.payments.gateways.has(deposit.gateway as never)) {
      return { status: 404, page: messagePage('Payment not found', 'This payment does not exist.') };
    }
    if (deposit.status !== 'pending' || (await findDelivery(db, gateway, `evt_${id}`))) {
      return { status: 409, page: messagePage('Payment already processed', 'This payment has already been processed.') };
    }
    return { deposit };
  }

  /** Sends the outcome to the casino as the gateway would, then returns the player (or ends the widget). */
  async function finish(reply: FastifyReply, deposit: DepositRow, outcome: { paid: true } | { paid: false; reason: string }) {
    const summary = summaryOf(deposit);
    await queueSandboxNotice(
      db,
      deposit.gateway,
      {
        type: outcome.paid ? 'payment.succeeded' : 'payment.failed',
        data: {
          paymentId: deposit.id,
          reference: `sbx_${randomUUID()}`,
          amount: summary.amount,
          currency: summary.currency,
          ...(outcome.paid ? {} : { reason: outcome.reason }),
        },
      },
      app.clock.now(),
    );
    app.background.run('sandbox notices', async () => void (await app.payments.deliverNotices()));
    if (deposit.gateway === 'mifinity') {
      return html(
        reply,
        200,
        outcome.paid ? messagePage('Payment approved', 'You can close this window.') : messagePage('Payment declined', outcome.reason),
      );
    }
    return reply.redirect(`${config.publicUrl}${depositReturnPath(deposit.id)}`, 303);
  }

  app.get('/payments/sandbox/:gateway/:depositId', { schema: { hide: true, params: ZParams } }, async (request, reply) => {
    const { gateway, depositId } = request.params;
    const open = await openPayment(gateway, depositId);
    if (!('deposit' in open)) return html(reply, open.status, open.page);
    const action = sandboxPagePath(gateway, depositId);
    const summary = summaryOf(open.deposit);
    return html(reply, 200, WALLET_GATEWAYS.has(gateway) ? walletPage(summary, action) : cardPage(summary, { action }));
  });

  app.post(
    '/payments/sandbox/:gateway/:depositId',
    { config: { csrf: false }, schema: { hide: true, params: ZParams, body: ZForm } },
    async (request, reply) => {
      const { gateway, depositId } = request.params;
      const open = await openPayment(gateway, depositId);
      if (!('deposit' in open)) return html(reply, open.status, open.page);
      const form = request.body;
      if (form.action === 'cancel') return finish(reply, open.deposit, { paid: false, reason: 'Cancelled by the player' });
      if (WALLET_GATEWAYS.has(gateway)) return finish(reply, open.deposit, { paid: true });
      const decision = decideCard(form, app.clock.now());
      const action = sandboxPagePath(gateway, depositId);
      switch (decision.kind) {
        case 'invalid':
          return html(
            reply,
            422,
            cardPage(summaryOf(open.deposit), { action, error: decision.message, values: { ...form, cardNumber: form.cardNumber ?? '' } }),
          );
        case 'challenge':
          return reply.redirect(`${action}/challenge?t=${challengeToken(depositId)}`, 303);
        case 'failed':
          return finish(reply, open.deposit, { paid: false, reason: decision.reason });
        case 'paid':
          return finish(reply, open.deposit, { paid: true });
      }
    },
  );

  const challengeSchema = { hide: true, params: ZParams, querystring: z.object({ t: z.string().max(100).optional() }) };
  app.get('/payments/sandbox/:gateway/:depositId/challenge', { schema: challengeSchema }, async (request, reply) => {
    const { gateway, depositId } = request.params;
    const open = await openPayment(gateway, depositId);
    if (!('deposit' in open)) return html(reply, open.status, open.page);
    if (!isChallengeToken(depositId, request.query.t))
      return html(reply, 403, messagePage('Not allowed', 'Start the payment from its card page.'));
    return html(
      reply,
      200,
      challengePage(summaryOf(open.deposit), `${sandboxPagePath(gateway, depositId)}/challenge?t=${request.query.t}`),
    );
  });

  app.post(
    '/payments/sandbox/:gateway/:depositId/challenge',
    { config: { csrf: false }, schema: { ...challengeSchema, body: ZForm } },
    async (request, reply) => {
      const { gateway, depositId } = request.params;
      const open = await openPayment(gateway, depositId);
      if (!('deposit' in open)) return html(reply, open.status, open.page);
      if (!isChallengeToken(depositId, request.query.t))
        return html(reply, 403, messagePage('Not allowed', 'Start the payment from its card page.'));
      return request.body.result === 'complete'
        ? finish(reply, open.deposit, { paid: true })
        : finish(reply, open.deposit, { paid: false, reason: 'Authentication failed' });
    },
  );
};
