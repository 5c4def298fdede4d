import type { FastifyInstance } from 'fastify';
import { createGateways, type Gateways } from './gateways';
import { deliverDueNotices, type WebhookTransport } from './sandbox-deliveries';

export type PaymentsLive = {
  gateways: Gateways;
  /** How the sandbox's notices reach the webhook endpoint: this app, through its HTTP stack. Tests may put a flaky network in between. */
  transport: WebhookTransport;
  /** Sends the sandbox's due notices now; how many were acknowledged. */
  deliverNotices(): Promise<number>;
};

/**
 * Gives the app its gateways and, while sandboxes stand in for them, the sender of their notices: every
 * `paymentsTickMs` (never in tests: they send by hand with their clock), and at once after a sandbox
 * payment. A send still running when the next is due is not doubled.
 */
export function registerPayments(app: FastifyInstance): void {
  const { config } = app;
  const { db } = app.database;
  const live: PaymentsLive = {
    gateways: createGateways(config),
    transport: async (gateway, headers, body) =>
      (
        await app.inject({
          method: 'POST',
          url: `/payments/webhooks/${gateway}`,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: body,
        })
      ).statusCode,
    deliverNotices: () => deliverDueNotices(db, { secret: config.paymentsSandboxSecret, transport: live.transport, now: app.clock.now() }),
  };
  app.decorate('payments', live);

  if (!config.paymentsSandbox || config.paymentsTickMs === 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    live
      .deliverNotices()
      .catch((err: unknown) => app.log.error({ err }, 'sandbox notices failed'))
      .finally(() => (running = false));
  }, config.paymentsTickMs);
  timer.unref();
  app.addHook('preClose', async () => clearInterval(timer));
}
