import { randomUUID } from 'node:crypto';
import type { TWalletApiResponse } from '@casino/contracts';
import { systemClock, type Clock } from '../lib/clock';
import { SIGNATURE_HEADER, signatureHeader } from './signature';

// The aggregator's side of /wallet-api/v1: every call signed with the shared secret and sent over HTTP, each
// attempt with a fresh request_uuid; a call without an answer (transport error, timeout, 5xx) is sent again after
// the pauses its retry policy gives. The transaction fields are the caller's, so a retry is a replay to the casino.

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

/** The pause before retry number `retry` (0 for the first retry), or undefined to give up. */
export type RetryPolicy = (retry: number) => number | undefined;

/** Exactly these pauses, then give up. */
export const pausesOf =
  (pauses: readonly number[]): RetryPolicy =>
  (retry) =>
    pauses[retry];

/** Bets and wins: three retries, `delayMs` apart (a second, as aggregators do). */
export const betWinRetries = (delayMs: number): RetryPolicy => pausesOf([delayMs, delayMs, delayMs]);

/** `firstMs`, then doubling up to `maxMs`, for `retries` retries (Infinity: until answered). */
export const doublingPauses =
  (firstMs: number, maxMs: number, retries = Infinity): RetryPolicy =>
  (retry) =>
    retry < retries ? Math.min(firstMs * 2 ** Math.min(retry, 30), maxMs) : undefined;

export type WalletClientOptions = {
  /** The casino API's origin, e.g. http://127.0.0.1:4000. */
  walletApiUrl: string;
  operatorId: string;
  secret: string;
  /** Where signature times come from: in tests the API's own clock, so moving it keeps them in step. */
  clock?: Clock;
  /** How the pauses between attempts are waited for: tests pass one that returns at once. */
  sleep?: (ms: number) => Promise<void>;
  /** A call without an answer after this long counts as timed out. */
  timeoutMs?: number;
};

export type WalletClient = ReturnType<typeof createWalletClient>;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createWalletClient(options: WalletClientOptions) {
  const { walletApiUrl, operatorId, secret, clock = systemClock, sleep = realSleep, timeoutMs = 10_000 } = options;
  const origin = walletApiUrl.replace(/\/+$/, '');

  /** Exactly one HTTP request. `signature` replaces the header that would be computed (tests of the check itself). */
  async function sendOnce(
    call: WalletCall,
    rawBody: string,
    signature?: string,
  ): Promise<{ httpStatus: number; body: TWalletApiResponse }> {
    const response = await fetch(`${origin}/wallet-api/v1/${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature ?? signatureHeader(secret, rawBody, clock.now()) },
      body: rawBody,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    return { httpStatus: response.status, body: text ? (JSON.parse(text) as TWalletApiResponse) : (undefined as never) };
  }

  /** Sends `body` as `call` until an answer below 500 arrives or `retries` gives up (DeliveryFailed). */
  async function deliver(call: WalletCall, body: WalletBody, retries: RetryPolicy | readonly number[] = []): Promise<Delivery> {
    const pauseBefore = typeof retries === 'function' ? retries : pausesOf(retries);
    let lastProblem = '';
    for (let attempt = 1; ; attempt++) {
      if (attempt > 1) {
        const pause = pauseBefore(attempt - 2);
        if (pause === undefined) throw new DeliveryFailed(call, attempt - 1, lastProblem);
        await sleep(pause);
      }
      try {
        const answer = await sendOnce(call, JSON.stringify({ operator_id: operatorId, ...body, request_uuid: randomUUID() }));
        if (answer.httpStatus < 500) return { ...answer, attempts: attempt };
        lastProblem = `HTTP ${answer.httpStatus}`;
      } catch (error) {
        lastProblem = (error as Error).name === 'TimeoutError' ? 'timed out' : String((error as Error).cause ?? error);
      }
    }
  }

  return { operatorId, sendOnce, deliver };
}
