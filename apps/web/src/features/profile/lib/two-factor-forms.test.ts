import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { codeFailureMessage, ZAppCodeForm, ZTwoFactorOffForm } from './two-factor-forms';

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('the code that turns the app on', () => {
  it('is the six digits the app shows, spaces dropped', () => {
    expect(ZAppCodeForm.safeParse({ code: '123 456' }).data).toEqual({ code: '123456' });
    expect(messageOf(ZAppCodeForm.safeParse({ code: '' }))).toBe('Enter the code your app shows.');
    expect(messageOf(ZAppCodeForm.safeParse({ code: '12345' }))).toBe('Enter the 6-digit code your app shows.');
    // A recovery code does not exist yet.
    expect(messageOf(ZAppCodeForm.safeParse({ code: 'ABCD-EFGH-2345-6789' }))).toBe('Enter the 6-digit code your app shows.');
  });
});

describe('the code that turns it off', () => {
  it('is a code from the app or a recovery code', () => {
    expect(ZTwoFactorOffForm.safeParse({ code: '654321' }).data).toEqual({ code: '654321' });
    expect(ZTwoFactorOffForm.safeParse({ code: 'abcd efgh 2345 6789' }).data).toEqual({ code: 'ABCDEFGH23456789' });
    expect(messageOf(ZTwoFactorOffForm.safeParse({ code: ' ' }))).toBe('Enter a code from your app or a recovery code.');
    expect(messageOf(ZTwoFactorOffForm.safeParse({ code: 'ABCD-EFGH' }))).toBe(
      'Enter the 6-digit code from your app, or a recovery code (16 letters and digits).',
    );
  });
});

describe('a refused code', () => {
  it("shows the API's reason for the code field, else its message, else the generic text", () => {
    const wrong = 'That code is not right. Check that your app shows this site, and enter its current code.';
    expect(codeFailureMessage(new ApiError(422, wrong, [{ field: 'code', message: wrong }]))).toBe(wrong);
    expect(codeFailureMessage(new ApiError(409, 'Two-factor sign-in is already on.'))).toBe('Two-factor sign-in is already on.');
    expect(codeFailureMessage(new ApiError(503, 'Service Unavailable'))).toBe('Something went wrong, please contact support');
    expect(codeFailureMessage(new TypeError('Failed to fetch'))).toBe('Something went wrong, please contact support');
  });
});
