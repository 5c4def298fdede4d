import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { apiReason } from './api-reason';

describe('apiReason', () => {
  it("gives the API's words for a refusal the player can act on", () => {
    expect(apiReason(new ApiError(409, 'Finish or forfeit your active bonus first.'))).toBe('Finish or forfeit your active bonus first.');
    expect(apiReason(new ApiError(400, 'Bad request', [{ field: 'couponName', message: 'This bonus code has expired.' }]))).toBe(
      'This bonus code has expired.',
    );
  });

  it('gives nothing for a server failure, a lost session or a network error', () => {
    expect(apiReason(new ApiError(500, 'Internal Server Error'))).toBeUndefined();
    expect(apiReason(new ApiError(401, 'Unauthorized'))).toBeUndefined();
    expect(apiReason(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});
