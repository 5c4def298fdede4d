import { ApiError } from '@/lib/api-client';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends a round's opening request; when the server answers that it came too soon (429 with Retry-After: the
 * minimum slot cycle since the player's last spin is not over, which network delays can cause even though this
 * client keeps the cycle), waits as long as asked and sends it once more, with the same request id.
 */
export async function sendPaced<T>(send: () => Promise<T>, wait: (ms: number) => Promise<void> = sleep): Promise<T> {
  try {
    return await send();
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 429 || err.retryAfterMs === undefined) throw err;
    await wait(err.retryAfterMs);
    return send();
  }
}
