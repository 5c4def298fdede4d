import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { systemClock, type Clock } from '../lib/clock';
import { createLaunches } from './launches';
import { createLifecycle, realSleep, type Sleep } from './lifecycle';
import { jsonLineLog, type Log } from './log';
import { createRequestHandler } from './routes';
import { createRounds } from './rounds';
import { createWalletClient } from './wallet-client';
import { createWalletOperations } from './wallet-operations';

// The sandbox game aggregator: a separate process that stands where an outside aggregator stands. The casino
// asks it for game URLs; its game page plays Coin Flip; it moves the player's money only through the casino's
// /wallet-api/v1, signed with the shared secret, retrying, replaying and rolling back as real aggregators do.
// main.ts runs it from the environment; tests run it in-process with their own clock and sleep.

export type SandboxAggregatorOptions = {
  /** The casino API's origin: wallet calls go to `${walletApiUrl}/wallet-api/v1/<call>`. */
  walletApiUrl: string;
  /** Shared with the casino: signs our wallet calls and checks its launch requests. */
  secret: string;
  /** The operator id our wallet calls are signed as, and the only one launches may name. */
  operatorId?: string;
  host?: string;
  /** 0: any free port. */
  port?: number;
  /** The origin browsers reach us at; by default http://localhost:<port>. */
  publicUrl?: string;
  /** How long after its bet a round's win is paid. */
  settleDelayMs?: number;
  /** The pause between attempts of a bet or win, and the first of the doubling pauses of rollbacks and queued wins. */
  retryDelayMs?: number;
  /** The longest pause of a rollback or a queued win. */
  maxBackoffMs?: number;
  /** A wallet call without an answer after this long counts as timed out. */
  timeoutMs?: number;
  /** How long close() waits for deliveries still failing before giving them up. */
  closeTimeoutMs?: number;
  /** Send every money call a second time after its answer and check the answers are equal. */
  replay?: boolean;
  /** Signature times, of our calls and of the launch requests we check. */
  clock?: Clock;
  sleep?: Sleep;
  log?: Log;
};

export function createSandboxAggregator(options: SandboxAggregatorOptions) {
  const {
    walletApiUrl,
    secret,
    operatorId = 'sandbox-aggregator',
    host = '127.0.0.1',
    port = 4700,
    settleDelayMs = 1500,
    retryDelayMs = 1000,
    maxBackoffMs = 60_000,
    timeoutMs = 10_000,
    closeTimeoutMs = 10_000,
    replay = false,
    clock = systemClock,
    sleep = realSleep,
    log = jsonLineLog,
  } = options;
  let publicUrl = options.publicUrl?.replace(/\/+$/, '');

  const lifecycle = createLifecycle(sleep, log);
  const client = createWalletClient({ walletApiUrl, operatorId, secret, clock, timeoutMs, sleep: (ms) => lifecycle.pause(ms, 'retry') });
  const wallet = createWalletOperations({ client, lifecycle, log, retryDelayMs, maxBackoffMs, replay });
  const rounds = createRounds({ wallet, lifecycle, settleDelayMs });
  const launches = createLaunches();
  const server = createServer(
    createRequestHandler({ operatorId, secret, clock, publicUrl: () => publicUrl ?? '', launches, rounds, wallet, log }),
  );

  return {
    operatorId,
    /** Starts listening; resolves with the origin it can be reached at from this machine. */
    async listen(): Promise<string> {
      server.listen(port, host);
      await once(server, 'listening');
      const bound = (server.address() as AddressInfo).port;
      publicUrl ??= `http://localhost:${bound}`;
      const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
      return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${bound}`;
    },
    /** The origin of the game URLs it hands out. */
    publicUrl: () => publicUrl,
    /** Stops taking requests, lets those in flight finish, pays the rounds still waiting for their timer, then waits for the deliveries. */
    async close(): Promise<void> {
      if (server.listening) {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        let deadline: NodeJS.Timeout | undefined;
        await Promise.race([closed, new Promise<void>((resolve) => (deadline = setTimeout(resolve, closeTimeoutMs)))]);
        clearTimeout(deadline);
        server.closeAllConnections();
        await closed;
      }
      await lifecycle.close(closeTimeoutMs);
    },
    /** Resolves once no settlement, rollback or queued win is pending (tests wait on it instead of sleeping). */
    idle: () => lifecycle.idle(),
    /** Every money call sent and the answer acknowledged, oldest first. */
    ledger: () => wallet.ledger(),
    /** Replays answered differently from their first delivery (with `replay`). */
    replayMismatches: () => wallet.replayMismatches(),
  };
}

export type SandboxAggregator = ReturnType<typeof createSandboxAggregator>;
