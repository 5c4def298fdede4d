import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api-client';

describe('a failed API call', () => {
  afterEach(() => vi.unstubAllGlobals());

  const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status, headers }));

  it('tells how long a rate limit asks to wait', async () => {
    answer(429, { message: 'Rate limit exceeded, retry in 3 seconds' }, { 'retry-after': '3' });
    const error = await api.post('/game-service/api/v1/game').catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, message: 'Rate limit exceeded, retry in 3 seconds', retryAfterMs: 3_000 });
  });

  it('tells no wait when the server names none', async () => {
    answer(500, { message: 'Something went wrong' });
    expect(await api.get('/x').catch((err: unknown) => err)).toMatchObject({ status: 500, retryAfterMs: undefined });
  });
});
