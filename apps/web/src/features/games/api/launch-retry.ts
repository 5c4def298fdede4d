import { ApiError } from '@/lib/api-client';

/** A timer the retry is scheduled on: the browser's, or a test's. */
export type RetryTimer = { set(run: () => void, ms: number): unknown; clear(handle: unknown): void };

const browserTimer: RetryTimer = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** How long to wait before launching again after `error`: a rate limit says when; any other error waits for the player. */
export function retryDelayMs(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  return error.retryAfterMs ?? null;
}

/**
 * Launches again by itself once a rate limit's wait has passed; answers how to cancel it (the page left,
 * the player retried first). Nothing is scheduled for other errors: the page offers a retry button.
 */
export function scheduleRetry(error: unknown, retry: () => void, timer: RetryTimer = browserTimer): () => void {
  const delay = retryDelayMs(error);
  if (delay === null) return () => undefined;
  const handle = timer.set(retry, delay);
  return () => timer.clear(handle);
}
