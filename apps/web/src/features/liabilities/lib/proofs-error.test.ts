import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { proofsErrorMessage } from './proofs-error';

describe('proofsErrorMessage', () => {
  it('says when the session ended or the snapshot is unknown', () => {
    expect(proofsErrorMessage(new ApiError(401, 'Unauthorized'))).toBe('Your session has ended. Log in again to load your proof.');
    expect(proofsErrorMessage(new ApiError(404, 'Not Found'))).toBe('This snapshot is no longer available.');
  });

  it("never shows a server's or the network's own text", () => {
    expect(proofsErrorMessage(new ApiError(500, 'database exploded'))).toBe('Your proof could not be loaded.');
    expect(proofsErrorMessage(new TypeError('Failed to fetch'))).toBe('Your proof could not be loaded.');
  });
});
