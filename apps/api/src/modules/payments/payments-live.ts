import type { FastifyInstance } from 'fastify';
import { watchChains, type WatchReport } from './chain-watcher';
import { createSandboxChain, type SandboxChain } from './chains/sandbox-chain';
import { createCryptoWallets, type CryptoWallets } from './crypto/crypto-wallets';
import { createGateways, type Gateways } from './gateways';
import { deliverDueNotices, type WebhookTransport } from './sandbox-deliveries';

export type PaymentsLive = {
  gateways: Gateways;
  /** The operator's crypto keys; null when no chain is watched, as addresses nobody watches would lose deposits. */
  cryptoWallets: CryptoWallets | null;
  /** The sandbox chain while it stands in for the real ones (this build has no other chain adapter). */
  sandboxChain: SandboxChain | null;
  /** How the sandbox's notices reach the webhook endpoint: this app, through its HTTP stack. Tests may put a flaky network in between. */
  transport: WebhookTransport;
  /** Sends the sandbox's due notices now; how many were acknowledged. */
  deliverNotices(): Promise<number>;
  /** Looks at the chains now: records, credits or fails the deposits their transfers make. */
  watchChains(): Promise<WatchReport>;
};

const NOTHING_WATCHED: WatchReport = { seen: 0, credited: 0, failed: 0, held: 0, ignored: 0 };

/**
 * Gives the app its gateways and chains and, while sandboxes stand in for them, the sender of their notices
 * and the chain watcher: every `paymentsTickMs` (never in tests: they tick by hand with their clock), and
 * notices at once after a sandbox payment. A tick still running when the next is due is not doubled.
 */
export function registerPayments(app: FastifyInstance): void {
  const { config } = app;
  const { db } = app.database;
  // Keys are checked even when unused, so a bad one stops the start instead of the first deposit.
  const wallets = createCryptoWallets(config);
  const sandboxChain = config.paymentsSandbox
    ? createSandboxChain(db, { blockSeconds: config.sandboxBlockSeconds, confirmations: config.cryptoConfirmations })
    : null;
  const live: PaymentsLive = {
    gateways: createGateways(config),
    cryptoWallets: sandboxChain ? wallets : null,
    sandboxChain,
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
    watchChains: async () =>
      sandboxChain ? watchChains(db, sandboxChain, { confirmations: config.cryptoConfirmations, now: app.clock.now() }) : NOTHING_WATCHED,
  };
  app.decorate('payments', live);

  if (!config.paymentsSandbox || config.paymentsTickMs === 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    Promise.all([
      live.deliverNotices().catch((err: unknown) => app.log.error({ err }, 'sandbox notices failed')),
      live.watchChains().catch((err: unknown) => app.log.error({ err }, 'chain watch failed')),
    ]).finally(() => (running = false));
  }, config.paymentsTickMs);
  timer.unref();
  app.addHook('preClose', async () => clearInterval(timer));
}
