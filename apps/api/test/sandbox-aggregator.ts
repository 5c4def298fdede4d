import { randomUUID } from 'node:crypto';
import type { Clock } from '../src/lib/clock';
import { signWalletBody } from '../src/sandbox-aggregator/signature';
import {
  betWinRetries,
  createWalletClient,
  doublingPauses,
  type WalletBody,
  type WalletCall,
} from '../src/sandbox-aggregator/wallet-client';

// A game aggregator as the seamless-wallet API meets one, driven call by call by the tests. The signing, sending
// and retrying are the sandbox aggregator's own (src/sandbox-aggregator): bets and wins three retries a second
// apart, a rollback sent with growing pauses until it gets an answer. Here it can also misbehave the way real
// ones do: replays, the same uuid with another amount, a rollback or a win before its bet.

export { DeliveryFailed, type Delivery, type WalletBody, type WalletCall } from '../src/sandbox-aggregator/wallet-client';
export { signWalletBody };

export type SandboxOptions = {
  /** The API's origin, e.g. http://127.0.0.1:41234. */
  baseUrl: string;
  operatorId: string;
  secret: string;
  /** Where signature times come from: the API's own clock in tests, so moving it keeps them in step. */
  clock?: Clock;
  /** Pause between bet/win attempts (1 s, as aggregators do); rollbacks start from it and double. */
  retryDelayMs?: number;
  /** How the pauses are waited for: tests pass one that records them and returns at once. */
  sleep?: (ms: number) => Promise<void>;
  /** A call without an answer after this long counts as timed out. */
  timeoutMs?: number;
  /** Rollbacks are sent until answered, up to this many times. */
  rollbackAttempts?: number;
};

export function createSandboxAggregator(options: SandboxOptions) {
  const { baseUrl, operatorId, secret, clock, retryDelayMs = 1000, sleep, timeoutMs, rollbackAttempts = 6 } = options;
  const { sendOnce, deliver } = createWalletClient({ walletApiUrl: baseUrl, operatorId, secret, clock, sleep, timeoutMs });

  const betWinPauses = betWinRetries(retryDelayMs);
  const rollbackPauses = doublingPauses(retryDelayMs, Infinity, rollbackAttempts - 1);

  const aggregator = {
    operatorId,
    /** One signed request, no retry; `signature` overrides the header and `rawBody` the JSON (for malformed calls). */
    sendOnce: (call: WalletCall, body: WalletBody | string, signature?: string) =>
      sendOnce(
        call,
        typeof body === 'string' ? body : JSON.stringify({ operator_id: operatorId, request_uuid: randomUUID(), ...body }),
        signature,
      ),
    authenticate: (body: WalletBody) => deliver('authenticate', body, []),
    balance: (body: WalletBody) => deliver('balance', body, []),
    endRound: (body: WalletBody) => deliver('end-round', body, []),
    bet: (body: WalletBody) => deliver('bet', body, betWinPauses),
    win: (body: WalletBody) => deliver('win', body, betWinPauses),
    rollback: (body: WalletBody) => deliver('rollback', body, rollbackPauses),
    /** The same call again, as a network retry does: new request_uuid, same transaction. */
    replay: (call: 'bet' | 'win' | 'rollback', body: WalletBody) => deliver(call, body, []),
    /** The uuid of `body` again, with another amount: a broken aggregator. */
    sameUuidOtherAmount: (call: 'bet' | 'win', body: WalletBody, amount: string) => deliver(call, { ...body, amount }, []),
    /** The rollback of a bet first, then the bet (the bet's request was slow, its rollback overtook it). */
    async rollbackBeforeBet(bet: WalletBody, rollbackUuid?: string) {
      const rollback = await aggregator.rollback(rollbackOf(bet, rollbackUuid));
      return { rollback, bet: await aggregator.bet(bet) };
    },
    /** A win first, then its bet. */
    async winBeforeBet(bet: WalletBody, amount: string, winUuid?: string) {
      const win = await aggregator.win(winOf(bet, amount, winUuid));
      return { win, bet: await aggregator.bet(bet) };
    },
  };
  return aggregator;
}

export type SandboxAggregator = ReturnType<typeof createSandboxAggregator>;

/** The win of `bet`, in its round. */
export function winOf(bet: WalletBody, amount: string, transactionUuid = `win-${randomUUID()}`, extra: WalletBody = {}): WalletBody {
  const { session_token: _token, round_closed: _closed, ...rest } = bet;
  return { ...rest, transaction_uuid: transactionUuid, reference_transaction_uuid: bet.transaction_uuid, amount, ...extra };
}

/** The rollback of `bet`, in its round. */
export function rollbackOf(bet: WalletBody, transactionUuid = `rollback-${randomUUID()}`, extra: WalletBody = {}): WalletBody {
  const { session_token: _token, round_closed: _closed, ...rest } = bet;
  return { ...rest, transaction_uuid: transactionUuid, reference_transaction_uuid: bet.transaction_uuid, ...extra };
}
