import { z } from 'zod';
import { ZPasskey, ZPasskeyAssertion, ZPasskeyRequestOptions } from './passkeys';
import { textField } from './text';

/**
 * Two-factor sign-in for players (docs/decisions/034-player-two-factor.md): an authenticator app (TOTP), with
 * one-time recovery codes for a lost phone, and passkeys (passkeys.ts).
 */

export const SECOND_FACTORS = ['totp', 'passkey'] as const;
export const ZSecondFactorKind = z.enum(SECOND_FACTORS);
export type TSecondFactorKind = z.infer<typeof ZSecondFactorKind>;

/** A 6-digit authenticator code, or a recovery code (16 letters and digits, dashes and spaces ignored). */
export const ZSecondFactorCode = textField({ error: 'Enter the code' })
  .trim()
  .min(1, 'Enter the code')
  .max(32, 'That is not a code from your app or a recovery code');

/** /signin's answer (202) when the account has a second factor: the password was right, the second step is due. */
export const ZSecondFactorChallenge = z.object({
  /** The factor to ask for first: the app's code when it is on (clients from before passkeys know only it). */
  secondFactor: ZSecondFactorKind,
  /** Every factor the account has; any one completes the sign-in. */
  factors: z.array(ZSecondFactorKind),
  /** Names this sign-in's second step; valid for 5 minutes, once. It is also the challenge a passkey signs. */
  challenge: z.string(),
  /** For navigator.credentials.get(), when the account has a passkey. */
  passkey: ZPasskeyRequestOptions.optional(),
});
export type TSecondFactorChallenge = z.infer<typeof ZSecondFactorChallenge>;

/** POST /signin/second-factor: the challenge, and either a code from the app (or a recovery code) or a passkey's answer. */
export const ZSecondFactorRequest = z
  .object({
    challenge: textField().min(1, 'Sign in with your password first').max(256),
    code: ZSecondFactorCode.optional(),
    passkey: ZPasskeyAssertion.optional(),
  })
  .refine((v) => (v.code === undefined) !== (v.passkey === undefined), {
    path: ['code'],
    message: 'Enter the code from your authenticator app, or use a passkey',
  });
export type TSecondFactorRequest = z.infer<typeof ZSecondFactorRequest>;

/** GET /two-factor: whether the authenticator app is on, how many recovery codes are left, and the passkeys. */
export const ZTwoFactorStatus = z.object({
  totpEnabledAt: z.iso.datetime().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** Oldest first. */
  passkeys: z.array(ZPasskey),
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
