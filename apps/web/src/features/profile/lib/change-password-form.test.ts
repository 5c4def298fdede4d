import { describe, expect, it } from 'vitest';
import { passwordFieldOf, ZChangePasswordForm } from './change-password-form';

function messages(values: { oldPassword: string; newPassword: string; confirmPassword: string }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of ZChangePasswordForm.safeParse(values).error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('change-password form', () => {
  it('names every missing field', () => {
    expect(messages({ oldPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      oldPassword: 'Please enter your current password.',
      newPassword: 'Please enter a new password.',
      confirmPassword: 'Please repeat the new password.',
    });
  });

  it('refuses a short new password, a mismatch and the old password again', () => {
    expect(messages({ oldPassword: 'old secret 1', newPassword: 'short', confirmPassword: 'short' })).toEqual({
      newPassword: 'The new password must be at least 8 characters.',
    });
    expect(messages({ oldPassword: 'old secret 1', newPassword: 'new secret 22', confirmPassword: 'new secret 23' })).toEqual({
      confirmPassword: 'The new passwords do not match.',
    });
    expect(messages({ oldPassword: 'same secret 1', newPassword: 'same secret 1', confirmPassword: 'same secret 1' })).toEqual({
      newPassword: 'The new password must differ from the current one.',
    });
  });

  it('accepts a good change', () => {
    expect(
      ZChangePasswordForm.safeParse({ oldPassword: 'old secret 1', newPassword: 'new secret 22', confirmPassword: 'new secret 22' })
        .success,
    ).toBe(true);
  });

  it('maps server field errors to its fields', () => {
    expect(passwordFieldOf('oldPassword')).toBe('oldPassword');
    expect(passwordFieldOf('newPassword')).toBe('newPassword');
    expect(passwordFieldOf('token')).toBeUndefined();
  });
});
