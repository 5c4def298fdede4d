import type { TSessionUser } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { isSecondFactorChallenge, secondFactorFailure, ZSecondFactorForm } from './second-factor';

const WRONG_CODE = 'That code is not right. Enter the current code from your authenticator app, or one of your recovery codes.';
const EXPIRED = 'This sign-in has expired. Sign in again with your password.';

describe('the password step answer', () => {
  it('asks for a second step only when the API answered a challenge', () => {
    expect(isSecondFactorChallenge({ secondFactor: 'totp', factors: ['totp'], challenge: 'c-1' })).toBe(true);
    expect(
      isSecondFactorChallenge({ secondFactor: 'passkey', factors: ['passkey'], challenge: 'c-2', passkey: { challenge: 'c-2' } }),
    ).toBe(true);
    const user: TSessionUser = { id: 'u-1', name: 'Ada Lovelace', email: 'ada@example.com', confirmed: true };
    expect(isSecondFactorChallenge(user)).toBe(false);
  });
});

describe('the code step form', () => {
  const parse = (code: string) => ZSecondFactorForm.safeParse({ code });

  it('sends a code from the app or a recovery code without spaces and dashes', () => {
    expect(parse(' 123 456 ').data).toEqual({ code: '123456' });
    expect(parse('abcd-efgh-2345-6789').data).toEqual({ code: 'ABCDEFGH23456789' });
  });

  it('asks for the code, and for one of the right shape', () => {
    expect(parse('').error?.issues[0]?.message).toBe('Enter the code from your authenticator app.');
    expect(parse('12345').error?.issues[0]?.message).toBe('Enter the 6-digit code from your app, or a recovery code.');
  });
});

describe('a failed code step', () => {
  it("shows a wrong code's reason from the API, and stays on the code step", () => {
    expect(secondFactorFailure(new ApiError(401, WRONG_CODE))).toEqual({ message: WRONG_CODE, isExpired: false });
    const throttled = new ApiError(429, 'Too many attempts. Try again in 2 minutes.', [], 120_000);
    expect(secondFactorFailure(throttled)).toEqual({ message: 'Too many attempts. Try again in 2 minutes.', isExpired: false });
    expect(secondFactorFailure(new Error('offline'))).toEqual({
      message: 'Something went wrong, please contact support',
      isExpired: false,
    });
  });

  it('goes back to the password step when the API names the challenge as expired', () => {
    const expired = new ApiError(401, EXPIRED, [{ field: 'challenge', message: EXPIRED }]);
    expect(secondFactorFailure(expired)).toEqual({ message: EXPIRED, isExpired: true });
    expect(secondFactorFailure(new ApiError(401, EXPIRED)).isExpired).toBe(false);
  });
});
