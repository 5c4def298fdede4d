import { createHmac, randomUUID } from 'node:crypto';
import type { TWalletApiResponse } from '@casino/contracts';
import type { Clock } from '../src/lib/clock';

// A game aggregator as the seamless-wallet API meets one (test support, not product code): it signs
// every call with its secret and sends it over real HTTP, retries bets and wins three times a second
// apart, keeps sending a rollback with growing pauses until it gets an answer, and can misbehave the
// way real ones do: replays, the same uuid with another amount, a rollback or a win before its bet.

export type WalletCall = 'authenticate' | 'balance' | 'bet' | 'win' | 'rollback' | 'end-round';
export type WalletBody = Record<string, unknown> & { request_uuid?: string };
/** One answer: the HTTP status and the body; `attempts` is how many sends it took. */
export type Delivery = { httpStatus: number; body: TWalletApiResponse; attempts: number };

export class DeliveryFailed extends Error {
  constructor(
    readonly call: WalletCall,
    readonly attempts: number,
    readonly lastProblem: string,
  ) {
    super(`${call} got no answer after ${attempts} attempts: ${lastProblem}`);
  }
}

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

const BET_WIN_RETRIES = 3;

export function signWalletBody(secret: string, rawBody: string, unixSeconds: number): string {
  return createHmac('sha256', secret).update(`${unixSeconds}.${rawBody}`).digest('hex');
}

export function createSandboxAggregator(options: SandboxOptions) {
  const {
    baseUrl,
    operatorId,
    secret,
    clock = { now: () => new Date() },
    retryDelayMs = 1000,
    sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
    timeoutMs = 10_000,
    rollbackAttempts = 6,
  } = options;

  /** Exactly one HTTP request. `signature` replaces the header the sandbox would compute (tests of the check itself). */
  async function sendOnce(
    call: WalletCall,
    rawBody: string,
    signature?: string,
  ): Promise<{ httpStatus: number; body: TWalletApiResponse }> {
    const t = Math.floor(clock.now().getTime() / 1000);
    const response = await fetch(`${baseUrl}/wallet-api/v1/${call}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-wallet-signature': signature ?? `t=${t},v1=${signWalletBody(secret, rawBody, t)}`,
      },
      body: rawBody,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    return { httpStatus: response.status, body: text ? (JSON.parse(text) as TWalletApiResponse) : (undefined as never) };
  }

  /** Sends `body` as `call`, a fresh request_uuid on every attempt; retries after transport failures, timeouts and 5xx. */
  async function deliver(call: WalletCall, body: WalletBody, pauses: number[]): Promise<Delivery> {
    let lastProblem = '';
    for (let attempt = 1; attempt <= pauses.length + 1; attempt++) {
      if (attempt > 1) await sleep(pauses[attempt - 2]!);
      try {
        const answer = await sendOnce(call, JSON.stringify({ operator_id: operatorId, ...body, request_uuid: randomUUID() }));
        if (answer.httpStatus < 500) return { ...answer, attempts: attempt };
        lastProblem = `HTTP ${answer.httpStatus}`;
      } catch (error) {
        lastProblem = (error as Error).name === 'TimeoutError' ? 'timed out' : String((error as Error).cause ?? error);
      }
    }
    throw new DeliveryFailed(call, pauses.length + 1, lastProblem);
  }

  const betWinPauses = Array.from({ length: BET_WIN_RETRIES }, () => retryDelayMs);
  const rollbackPauses = Array.from({ length: rollbackAttempts - 1 }, (_, i) => retryDelayMs * 2 ** i);

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
