import { expectRedBorder } from '../support/fields';
import { expect, test } from '../support/fixtures';

test('every auth form draws an invalid field red, the focused one included', async ({ page }) => {
  await page.goto('/');

  // Login: a malformed e-mail (focused, as the first invalid field) and no password.
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Email').fill('not-an-email');
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(login.getByLabel('Email')).toHaveAccessibleDescription('Invalid email format');
  await expect(login.getByLabel('Email')).toBeFocused();
  await expectRedBorder(login.getByLabel('Email'));
  await expectRedBorder(login.getByLabel('Password'));
  // Editing a field takes its mark away.
  await login.getByLabel('Email').fill('player@example.com');
  await expect(login.getByLabel('Email')).not.toHaveAttribute('aria-invalid');

  // Sign up: the same for its e-mail.
  await login.getByRole('button', { name: 'Sign up' }).click();
  const signUp = page.getByRole('dialog', { name: 'Sign Up' });
  await signUp.getByLabel('Full Name').fill('Ida Invalid');
  await signUp.getByLabel('Email').fill('ida@');
  await signUp.getByRole('button', { name: 'Sign up' }).click();
  await expect(signUp.getByLabel('Email')).toHaveAccessibleDescription('Invalid email format');
  await expect(signUp.getByLabel('Email')).toBeFocused();
  await expectRedBorder(signUp.getByLabel('Email'));
  await expectRedBorder(signUp.getByLabel('Password'));

  // Forgot password.
  await signUp.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await login.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot password' });
  await forgot.getByLabel('Email').fill('nobody');
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(forgot.getByLabel('Email')).toHaveAccessibleDescription('Invalid email format');
  await expect(forgot.getByLabel('Email')).toBeFocused();
  await expectRedBorder(forgot.getByLabel('Email'));

  // Reset password: passwords that differ.
  await page.goto('/?resetToken=some-token');
  const reset = page.getByRole('dialog', { name: 'Reset password' });
  await reset.getByLabel('Password', { exact: true }).fill('a new long password');
  await reset.getByLabel('Confirm Password').fill('another password');
  await reset.getByRole('button', { name: 'Update password' }).click();
  await expect(reset.getByLabel('Confirm Password')).toHaveAccessibleDescription('Passwords do not match');
  await expect(reset.getByLabel('Confirm Password')).toBeFocused();
  await expectRedBorder(reset.getByLabel('Confirm Password'));
});
