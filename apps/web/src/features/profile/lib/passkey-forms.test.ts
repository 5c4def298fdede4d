import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { PasskeyPromptError } from '@/lib/passkey-prompt';
import { passkeyFailureMessage, ZPasskeyNameForm, ZRemovePasskeyForm } from './passkey-forms';

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("a new passkey's name", () => {
  it('is trimmed, and asked for when empty or too long', () => {
    expect(ZPasskeyNameForm.safeParse({ name: '  Laptop ' }).data).toEqual({ name: 'Laptop' });
    expect(messageOf(ZPasskeyNameForm.safeParse({ name: '   ' }))).toBe('Name the passkey.');
    expect(messageOf(ZPasskeyNameForm.safeParse({ name: 'x'.repeat(65) }))).toBe('Use at most 64 characters.');
  });
});

describe('removing a passkey', () => {
  it('asks for the password', () => {
    expect(messageOf(ZRemovePasskeyForm.safeParse({ password: '' }))).toBe('Enter your password.');
    expect(ZRemovePasskeyForm.safeParse({ password: ' secret ' }).data).toEqual({ password: ' secret ' });
  });
});

describe('a passkey not added or removed', () => {
  it("shows the browser's reason, the API's reason for the field, its message, or the generic text", () => {
    expect(passkeyFailureMessage(new PasskeyPromptError('The passkey prompt was closed.'), 'name')).toBe('The passkey prompt was closed.');
    const wrong = new ApiError(422, 'That is not your password.', [{ field: 'password', message: 'That is not your password.' }]);
    expect(passkeyFailureMessage(wrong, 'password')).toBe('That is not your password.');
    expect(passkeyFailureMessage(new ApiError(409, 'You can add up to 10 passkeys.'), 'name')).toBe('You can add up to 10 passkeys.');
    expect(passkeyFailureMessage(new ApiError(500, 'boom'), 'name')).toBe('Something went wrong, please contact support');
    expect(passkeyFailureMessage(new Error('offline'), 'name')).toBe('Something went wrong, please contact support');
  });
});
