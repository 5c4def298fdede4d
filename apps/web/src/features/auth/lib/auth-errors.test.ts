import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { confirmFailureMessage, signInFailureMessage, signUpFailureMessages } from './auth-errors';

const GENERIC = 'Something went wrong, please contact support';

describe('signUpFailureMessages', () => {
  it('names an existing e-mail first, then the generic text', () => {
    expect(signUpFailureMessages(new ApiError(409, 'Conflict'))).toEqual(['User with same email exists', GENERIC]);
  });
  it("gives a refusal in the server's words", () => {
    const refusal = 'This e-mail address belongs to a self-excluded account until 24 November 2026, 05:50 UTC.';
    expect(signUpFailureMessages(new ApiError(403, refusal))).toEqual([refusal]);
  });
  it('shows only the generic text for anything else', () => {
    expect(signUpFailureMessages(new ApiError(400, 'Bad captcha'))).toEqual([GENERIC]);
    expect(signUpFailureMessages(new ApiError(500, 'Internal'))).toEqual([GENERIC]);
    expect(signUpFailureMessages(new TypeError('Failed to fetch'))).toEqual([GENERIC]);
  });
});

describe('signInFailureMessage', () => {
  it("shows the server's text", () => {
    expect(signInFailureMessage(new ApiError(401, 'Invalid email or password'))).toBe('Invalid email or password');
    expect(signInFailureMessage(new ApiError(429, 'Too many attempts, try again in 5 minutes'))).toBe(
      'Too many attempts, try again in 5 minutes',
    );
  });
  it('falls back to the generic text for server faults and network errors', () => {
    expect(signInFailureMessage(new ApiError(502, 'Bad Gateway'))).toBe(GENERIC);
    expect(signInFailureMessage(new TypeError('Failed to fetch'))).toBe(GENERIC);
  });
});

describe('confirmFailureMessage', () => {
  it("shows the server's explanation of a bad link", () => {
    expect(confirmFailureMessage(new ApiError(400, 'This link has expired'))).toBe('This link has expired');
  });
  it('falls back to the generic text', () => {
    expect(confirmFailureMessage(new Error('boom'))).toBe(GENERIC);
  });
});
