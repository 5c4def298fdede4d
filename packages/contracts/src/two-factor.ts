import { z } from 'zod';
import { textField } from './text';

/**
 * Two-factor sign-in for players (docs/decisions/034-player-two-factor.md): an authenticator app (TOTP), with
 * one-time recovery codes for a lost phone.
 */

/** A 6-digit authenticator code, or a recovery code (16 letters and digits, dashes and spaces ignored). */
export const ZSecondFactorCode = textField({ error: 'Enter the code' })
  .trim()
  .min(1, 'Enter the code')
  .max(32, 'That is not a code from your app or a recovery code');

/** /signin's answer (202) when the account has a second factor: the password was right, the code is still due. */
export const ZSecondFactorChallenge = z.object({
  secondFactor: z.literal('totp'),
  /** Names this sign-in's second step; valid for 5 minutes, once. */
  challenge: z.string(),
});
export type TSecondFactorChallenge = z.infer<typeof ZSecondFactorChallenge>;

/** POST /signin/second-factor: the challenge and the code from the app (or a recovery code). */
export const ZSecondFactorRequest = z.object({
  challenge: textField().min(1, 'Sign in with your password first').max(256),
  code: ZSecondFactorCode,
});
export type TSecondFactorRequest = z.infer<typeof ZSecondFactorRequest>;

/** GET /two-factor: whether the authenticator app is on, and how many recovery codes are left. */
export const ZTwoFactorStatus = z.object({
  totpEnabledAt: z.iso.datetime().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type TTwoFactorStatus = z.infer<typeof ZTwoFactorStatus>;

/** POST /two-factor/totp: a new secret to scan (the QR code shows `uri`), or type in (`secret`). */
export const ZTotpEnrolment = z.object({ secret: z.string(), uri: z.string() });
export type TTotpEnrolment = z.infer<typeof ZTotpEnrolment>;

/** A code from the authenticator app (enrolment's confirmation, turning it off). */
export const ZTotpCodeRequest = z.object({
  code: textField({ error: 'Enter the 6-digit code' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your app'),
});
export type TTotpCodeRequest = z.infer<typeof ZTotpCodeRequest>;

/** Enrolment confirmed: the recovery codes, shown this once (only their hashes are kept). */
export const ZRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type TRecoveryCodes = z.infer<typeof ZRecoveryCodes>;
