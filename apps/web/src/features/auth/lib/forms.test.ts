import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZResetPasswordForm } from './reset-password-form';
import { ZSignInForm } from './sign-in-form';
import { ZSignUpForm } from './sign-up-form';

/** First message per field, as the form shows them. */
function messages(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    out[key] ??= issue.message;
  }
  return out;
}

describe('sign-up form', () => {
  it('names every missing field with the texts of docs/product.md, Validation', () => {
    const result = ZSignUpForm.safeParse({ fullName: '', email: '', password: '', currency: '', terms: false, captcha: '' });
    expect(messages(result)).toEqual({
      fullName: 'Full Name is required',
      email: 'Email is required',
      password: 'Password is required',
      currency: 'Currency is required',
      terms: 'Please accept the terms first.',
    });
  });

  it('accepts a complete form (captcha is checked separately)', () => {
    const result = ZSignUpForm.safeParse({
      fullName: ' Ada Lovelace ',
      email: 'ada@example.com',
      password: 'correct horse',
      currency: 'EUR',
      terms: true,
      captcha: '',
    });
    expect(result.success).toBe(true);
    expect(result.data?.fullName).toBe('Ada Lovelace');
  });
});

describe('sign-in form', () => {
  it('requires an e-mail and a password', () => {
    expect(messages(ZSignInForm.safeParse({ email: '', password: '', captcha: '' }))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });
  it('rejects a malformed e-mail', () => {
    expect(messages(ZSignInForm.safeParse({ email: 'ada@', password: 'x', captcha: '' }))).toEqual({
      email: 'Invalid email format',
    });
  });
});

describe('reset-password form', () => {
  it('refuses a password under 3 characters', () => {
    expect(messages(ZResetPasswordForm.safeParse({ password: 'ab', confirmPassword: 'ab', captcha: '' }))).toEqual({
      password: 'Password is too short',
    });
  });
  it('refuses passwords that differ', () => {
    expect(messages(ZResetPasswordForm.safeParse({ password: 'abcdef', confirmPassword: 'abcdeg', captcha: '' }))).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });
  it('accepts matching passwords', () => {
    expect(ZResetPasswordForm.safeParse({ password: 'abcdef', confirmPassword: 'abcdef', captcha: '' }).success).toBe(true);
  });
});
