import { z } from 'zod';
import { ZWithdrawalSecurity } from './withdrawal-security';

// Guarded withdrawals as the operator's console shows them (docs/decisions/035-guarded-withdrawals.md): the
// player page's section, and how each withdrawal was confirmed.

/**
 * totp, recovery_code and passkey came with the request (the player's second factor); email: the player opened the
 * mailed link.
 */
export const WITHDRAWAL_CONFIRMATIONS = ['totp', 'recovery_code', 'passkey', 'email'] as const;
export const ZWithdrawalConfirmedWith = z.enum(WITHDRAWAL_CONFIRMATIONS);
export type TWithdrawalConfirmedWith = z.infer<typeof ZWithdrawalConfirmedWith>;

/** Changes of the player's credentials, and sign-ins from a browser the account had not seen. */
export const SECURITY_EVENT_KINDS = [
  'password_changed',
  'password_reset',
  'two_factor_on',
  'two_factor_off',
  'passkey_added',
  'passkey_removed',
  'new_device_sign_in',
] as const;

/** The most security events the player page lists, newest first. */
export const STAFF_SECURITY_EVENTS_LIMIT = 50;

export const ZStaffSecurityEvent = z.object({
  kind: z.enum(SECURITY_EVENT_KINDS),
  at: z.iso.datetime(),
  ip: z.string().nullable(),
  /** "Firefox on Linux"; null when the event was recorded without the browser's description. */
  device: z.string().nullable(),
});
export type TStaffSecurityEvent = z.infer<typeof ZStaffSecurityEvent>;

/** GET /players/{playerId}/withdrawal-security: what the player's own page shows, with their second factor and events. */
export const ZStaffPlayerWithdrawalSecurity = ZWithdrawalSecurity.extend({
  /** When two-factor sign-in was turned on; null while it is off. */
  twoFactorOnSince: z.iso.datetime().nullable(),
  /** Newest first, at most STAFF_SECURITY_EVENTS_LIMIT. */
  events: z.array(ZStaffSecurityEvent),
});
export type TStaffPlayerWithdrawalSecurity = z.infer<typeof ZStaffPlayerWithdrawalSecurity>;
