import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@/lib/api-client';
import { sendPaced } from './paced-send';

const TOO_SOON = 'Spins are at most one every 2.5 seconds. Try again in 0.2 s.';

describe('sendPaced', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits as long as a 429 asks, then sends the same request once more', async () => {
    const waits: number[] = [];
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(429, TOO_SOON, [], 1_000))
      .mockResolvedValueOnce('spun');
    expect(await sendPaced(send, async (ms) => void waits.push(ms))).toBe('spun');
    expect(send).toHaveBeenCalledTimes(2);
    expect(waits).toEqual([1_000]);
  });

  it('gives up after the second refusal, and never retries other failures', async () => {
    const wait = vi.fn(async () => undefined);
    const twice = vi.fn().mockRejectedValue(new ApiError(429, TOO_SOON, [], 1_000));
    await expect(sendPaced(twice, wait)).rejects.toThrow(TOO_SOON);
    expect(twice).toHaveBeenCalledTimes(2);
    for (const err of [new ApiError(409, 'Not enough funds'), new ApiError(429, 'No wait given')]) {
      const refused = vi.fn().mockRejectedValue(err);
      await expect(sendPaced(refused, wait)).rejects.toBe(err);
      expect(refused).toHaveBeenCalledTimes(1);
    }
    expect(wait).toHaveBeenCalledTimes(1);
  });

  it('reads the wait from the answer’s Retry-After header', async () => {
    const answer = new Response(JSON.stringify({ message: TOO_SOON }), { status: 429, headers: { 'retry-after': '1' } });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer));
    await expect(api.post('/rounds', {})).rejects.toMatchObject({ status: 429, message: TOO_SOON, retryAfterMs: 1_000 });
  });
});
