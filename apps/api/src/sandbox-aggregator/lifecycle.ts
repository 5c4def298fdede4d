import { setTimeout as wait } from 'node:timers/promises';
import type { Log } from './log';

// The work the aggregator does after it has answered a request (settling rounds, rolling back unanswered bets,
// redelivering wins) and the pauses inside it. Closing wakes the settlement timers at once, so rounds are paid
// before the process stops; deliveries still failing when the close deadline passes are given up.

/** `settle`: a round's wait before its win; `retry`: between attempts of one delivery; `backoff`: before a queued win is delivered again. */
export type SleepPurpose = 'settle' | 'retry' | 'backoff';
/** How pauses are waited for. `signal` aborts when the wait should end early; an injected sleep may ignore it. */
export type Sleep = (ms: number, purpose: SleepPurpose, signal: AbortSignal) => Promise<void>;

export const realSleep: Sleep = (ms, _purpose, signal) => wait(ms, undefined, { signal }).catch(() => undefined);

function whenAborted(signal: AbortSignal): Promise<void> {
  return signal.aborted ? Promise.resolve() : new Promise((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
}

export type Lifecycle = ReturnType<typeof createLifecycle>;

export function createLifecycle(sleep: Sleep, log: Log) {
  const pending = new Set<Promise<void>>();
  const closing = new AbortController();
  const abandoning = new AbortController();

  async function idle(): Promise<void> {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  }

  return {
    pause(ms: number, purpose: SleepPurpose): Promise<void> {
      const signal = purpose === 'settle' ? closing.signal : abandoning.signal;
      if (signal.aborted) return Promise.resolve();
      return Promise.race([sleep(ms, purpose, signal), whenAborted(signal)]);
    },
    /** Runs `task` in the background; `idle` and `close` wait for it. A failure is logged under `label`. */
    run(label: string, task: () => Promise<void>): void {
      const work = task()
        .catch((error: unknown) => log('error', `${label} failed`, { problem: error instanceof Error ? error.message : String(error) }))
        .finally(() => pending.delete(work));
      pending.add(work);
    },
    idle,
    /** True once the close deadline has passed: retry loops stop instead of pausing again. */
    isAbandoned: () => abandoning.signal.aborted,
    /** Settles what is waiting now, waits up to `timeoutMs` for the deliveries in flight, then gives up the rest. */
    async close(timeoutMs: number): Promise<void> {
      closing.abort();
      const deadline = new AbortController();
      await Promise.race([idle(), wait(timeoutMs, undefined, { signal: deadline.signal }).catch(() => undefined)]);
      deadline.abort();
      abandoning.abort();
      await idle();
    },
  };
}
