import { NoAnswer, type HttpAnswer } from './http-client';
import type { Stats } from './stats';

// One operation = one logical request and its retries. An attempt is answered (any status below 500 but 429, which
// is the casino deciding), or failed: no answer, a 5xx (a balancer with no server, a process gone mid-request, the
// wallet's UNKNOWN: nothing committed) or a 429. Only requests the casino makes idempotent are sent again blindly;
// the others are sent once and the caller checks what happened before deciding anything.

export type Outcome = { answer: HttpAnswer; error?: undefined } | { answer?: undefined; error: string };

/** An operation still unanswered at its deadline: the site did not recover in time. */
export class Unresolved extends Error {}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createRequests(stats: Stats, { deadlineMs }: { deadlineMs: number }) {
  /** One attempt of an operation of `kind`. */
  async function attempt(kind: string, send: () => Promise<HttpAnswer>): Promise<Outcome> {
    const at = Date.now();
    try {
      const answer = await send();
      const error = answer.status >= 500 || answer.status === 429 ? `HTTP ${answer.status}` : undefined;
      stats.attempt(kind, at, Date.now() - at, error);
      return error ? { error } : { answer };
    } catch (err) {
      if (!(err instanceof NoAnswer)) throw err;
      const error = `no answer (${err.kind})`;
      stats.attempt(kind, at, Date.now() - at, error);
      return { error };
    }
  }

  function begin(kind: string) {
    const counts = stats.countsOf(kind);
    counts.ops += 1;
    let tries = 0;
    return {
      async send(send: () => Promise<HttpAnswer>): Promise<Outcome> {
        tries += 1;
        if (tries === 2) counts.retried += 1;
        const outcome = await attempt(kind, send);
        if (outcome.answer) {
          counts.acknowledged += 1;
          if (outcome.answer.status >= 400) counts.refused += 1;
        }
        return outcome;
      },
      unresolved: () => void (counts.unresolved += 1),
      /** Its answer was lost, and checking found it applied: acknowledged after all. */
      appliedUnanswered() {
        counts.appliedUnanswered += 1;
        counts.acknowledged += 1;
      },
    };
  }

  return {
    /**
     * An operation without a key, sent by the caller, who checks what happened after a failed attempt before sending
     * it again (it may have been applied).
     */
    begin,
    /**
     * An idempotent operation (a key, a request id, a transaction uuid: a resend applies nothing twice), sent again
     * with growing pauses until answered. `send` builds each attempt (a wallet call signs each anew).
     */
    async untilAnswered(kind: string, send: () => Promise<HttpAnswer>): Promise<HttpAnswer> {
      const op = begin(kind);
      const end = Date.now() + deadlineMs;
      for (let retry = 0; ; retry += 1) {
        const outcome = await op.send(send);
        if (outcome.answer) return outcome.answer;
        if (Date.now() > end) {
          op.unresolved();
          throw new Unresolved(`${kind} got no answer within ${deadlineMs / 1000} s: ${outcome.error}`);
        }
        await pause(Math.min(200 * 2 ** retry, 2_000));
      }
    },
    /** Waits between the checks of an operation whose outcome is not known yet. */
    backoff: (retry: number) => pause(Math.min(200 * 2 ** retry, 2_000)),
    deadlineMs,
  };
}

export type Requests = ReturnType<typeof createRequests>;
