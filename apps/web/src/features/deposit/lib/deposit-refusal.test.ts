import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { depositRefusal, isProviderFailure } from './deposit-refusal';

const LIMIT =
  'Your 24-hour deposit limit is 50.00 EUR and 40.00 EUR of it is used; this deposit of 20.00 EUR would pass it. It resets at 7 December 2026, 18:05 UTC.';

describe('a refused deposit', () => {
  it("shows the API's sentence for a refusal the player can act on", () => {
    expect(depositRefusal(new ApiError(409, LIMIT))).toBe(LIMIT);
    expect(depositRefusal(new ApiError(403, 'The Platinum card tier is not available to players from the United States.'))).toMatch(
      /^The Platinum/,
    );
  });

  it('has no sentence of its own for a failure of ours or the network', () => {
    expect(depositRefusal(new ApiError(502, 'Bad Gateway'))).toBeUndefined();
    expect(depositRefusal(new ApiError(0, 'offline'))).toBeUndefined();
    expect(depositRefusal(new Error('boom'))).toBeUndefined();
  });

  it("marks the provider as failed unless the refusal was for the player's own state", () => {
    expect(isProviderFailure(new ApiError(409, LIMIT))).toBe(false);
    expect(isProviderFailure(new ApiError(422, 'Please set a deposit limit, or choose to have none, before you deposit.'))).toBe(false);
    expect(isProviderFailure(new ApiError(403, 'no'))).toBe(true);
    expect(isProviderFailure(new TypeError('fetch failed'))).toBe(true);
  });
});
