import { describe, expect, it } from 'vitest';
import { ZCaptchaChallenge, ZRegistrationRequest, ZResetPasswordRequest, ZSignInRequest } from './user';

describe('user contracts', () => {
  it('names the missing sign-in fields with the player-facing messages', () => {
    const r = ZSignInRequest.safeParse({ email: '', password: '', captcha: 'x' });
    expect(r.success).toBe(false);
    const messages = r.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toContain('email: Email is required');
    expect(messages).toContain('password: Password is required');
  });

  it('rejects a malformed email', () => {
    const r = ZSignInRequest.safeParse({ email: 'nope', password: 'x', captcha: 'x' });
    expect(r.error?.issues[0]?.message).toBe('Invalid email format');
  });

  it('defaults currency and language and requires the terms', () => {
    const ok = ZRegistrationRequest.parse({ email: 'a@b.co', password: 'longenough', fullName: 'A B', terms: true, captcha: 'c' });
    expect(ok).toMatchObject({ currency: 'EUR', language: 'en' });
    const r = ZRegistrationRequest.safeParse({ email: 'a@b.co', password: 'longenough', fullName: 'A B', terms: false, captcha: 'c' });
    expect(r.error?.issues[0]?.message).toBe('Please accept the terms first.');
  });

  it('requires matching reset passwords', () => {
    const r = ZResetPasswordRequest.safeParse({ password: 'longenough', confirmPassword: 'different', token: 't', captcha: 'c' });
    expect(r.error?.issues[0]).toMatchObject({ path: ['confirmPassword'], message: 'Passwords do not match' });
  });

  it('leaves the reset length rule past 3 characters to the server', () => {
    const base = { token: 't', captcha: 'c' };
    expect(ZResetPasswordRequest.safeParse({ ...base, password: 'ab', confirmPassword: 'ab' }).error?.issues[0]?.message).toBe(
      'Password is too short',
    );
    expect(ZResetPasswordRequest.safeParse({ ...base, password: 'abcd', confirmPassword: 'abcd' }).success).toBe(true);
  });

  it('keeps every signed ALTCHA parameter of a challenge', () => {
    const challenge = {
      parameters: { algorithm: 'SHA-256', nonce: 'n', salt: 's', cost: 1, keyLength: 32, keyPrefix: 'ab', keySignature: 'k', expiresAt: 1 },
      signature: 'sig',
    };
    expect(ZCaptchaChallenge.parse(challenge)).toEqual(challenge);
  });
});
