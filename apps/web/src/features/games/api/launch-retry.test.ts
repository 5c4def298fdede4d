import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { retryDelayMs, scheduleRetry, type RetryTimer } from './launch-retry';

/** A timer the test moves by hand. */
function manualTimer() {
  let now = 0;
  let next = 1;
  const due = new Map<number, { at: number; run: () => void }>();
  const timer: RetryTimer = {
    set: (run, ms) => {
      due.set(next, { at: now + ms, run });
      return next++;
    },
    clear: (handle) => due.delete(handle as number),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [handle, entry] of [...due]) {
      if (entry.at <= now) {
        due.delete(handle);
        entry.run();
      }
    }
  };
  return { timer, advance, pending: () => due.size };
}

const rateLimited = (seconds: number) => new ApiError(429, `Rate limit exceeded, retry in ${seconds} seconds`, [], seconds * 1_000);

describe('launching again after a refused launch', () => {
  it('waits for the rate limit’s time, then launches again by itself', () => {
    const { timer, advance } = manualTimer();
    let launches = 0;
    scheduleRetry(rateLimited(3), () => (launches += 1), timer);
    advance(2_999);
    expect(launches).toBe(0);
    advance(1);
    expect(launches).toBe(1);
  });

  it('schedules nothing for other errors: the player retries with the button', () => {
    const { timer, pending } = manualTimer();
    scheduleRetry(new ApiError(500, 'Internal error'), () => undefined, timer);
    scheduleRetry(new ApiError(429, 'Rate limit exceeded'), () => undefined, timer); // no Retry-After: no guess
    scheduleRetry(new TypeError('Failed to fetch'), () => undefined, timer);
    expect(pending()).toBe(0);
    expect(retryDelayMs(rateLimited(3))).toBe(3_000);
  });

  it('launches nothing once cancelled (the page left, or the player retried first)', () => {
    const { timer, advance } = manualTimer();
    let launches = 0;
    const cancel = scheduleRetry(rateLimited(3), () => (launches += 1), timer);
    cancel();
    advance(10_000);
    expect(launches).toBe(0);
  });
});
