import type { Mail } from '../../lib/mailer';
import { linkMail, noticeMail, utcMinute } from '../../lib/mail-text';

export const CONFIRM_TOKEN_TTL_MS = 24 * 3_600_000;
export const RESET_TOKEN_TTL_MS = 3_600_000;

export function confirmationMail(publicUrl: string, to: string, token: string): Mail {
  return linkMail(
    to,
    'Confirm your e-mail',
    [
      'Welcome! Please confirm your e-mail address by opening this link:',
      'The link works once and expires in 24 hours.',
      'If you did not create an account, you can ignore this e-mail.',
    ],
    `${publicUrl}/?confirmToken=${encodeURIComponent(token)}`,
    'Confirm my e-mail',
  );
}

export function passwordResetMail(publicUrl: string, to: string, token: string): Mail {
  return linkMail(
    to,
    'Reset your password',
    [
      'Someone asked to reset the password of your account. To choose a new password, open this link:',
      'The link works once and expires in 1 hour.',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ],
    `${publicUrl}/?resetToken=${encodeURIComponent(token)}`,
    'Choose a new password',
  );
}

export const DISABLE_TWO_FACTOR_TTL_MS = 3_600_000;

export function twoFactorOnMail(to: string): Mail {
  return noticeMail(to, 'Two-factor sign-in is on', [
    'Signing in to your account now asks for a code from your authenticator app after your password.',
    'Keep your recovery codes somewhere safe: each one signs you in once if you lose your phone.',
    'If you did not turn it on, reset your password and contact support at once.',
  ]);
}

export function disableTwoFactorMail(publicUrl: string, to: string, token: string): Mail {
  return linkMail(
    to,
    'Confirm turning off two-factor sign-in',
    [
      'Someone signed in to your account and asked to turn off two-factor sign-in. To confirm, open this link:',
      'The link works once and expires in 1 hour. Until it is opened, your authenticator app is still needed to sign in.',
      'If it was not you, do not open the link: change your password at once.',
    ],
    `${publicUrl}/?disableTwoFactorToken=${encodeURIComponent(token)}`,
    'Turn off two-factor sign-in',
  );
}

export function twoFactorOffMail(to: string): Mail {
  return noticeMail(to, 'Two-factor sign-in is off', [
    'Your account no longer asks for a code from an authenticator app when you sign in.',
    'If you did not turn it off, reset your password and contact support at once.',
  ]);
}

export function passkeyAddedMail(to: string, name: string): Mail {
  return noticeMail(to, 'A passkey was added to your account', [
    `The passkey "${name}" can now confirm your sign-ins after your password. Withdrawals are on hold for 24 hours.`,
    'If you did not add it, remove it on the Privacy page of your account, change your password and contact support at once.',
  ]);
}

export function passkeyRemovedMail(to: string, name: string): Mail {
  return noticeMail(to, 'A passkey was removed from your account', [
    `The passkey "${name}" no longer signs in to your account. Withdrawals are on hold for 24 hours.`,
    'If you did not remove it, change your password and contact support at once.',
  ]);
}

export function newDeviceSignInMail(to: string, at: Date, client: { ip: string; userAgent: string | null }): Mail {
  return noticeMail(to, 'New sign-in to your account', [
    'Your account was signed in to from a browser it had not been used on before (or not since the password changed).',
    `When: ${utcMinute(at)}. Address: ${client.ip}. Browser: ${client.userAgent ?? 'not given'}.`,
    'If this was you, there is nothing to do. If not, change your password at once and turn on two-factor sign-in.',
  ]);
}
