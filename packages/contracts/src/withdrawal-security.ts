import { z } from 'zod';
import { ZCryptoAddress, ZDestinationTag } from './payments';
import { textField } from './text';
import { ZSecondFactorKind } from './two-factor';
import { ZCurrencyCode } from './wallet';

/**
 * What guards a player's withdrawals (docs/decisions/035-guarded-withdrawals.md): how each request is confirmed, the
 * hold after a change of credentials, and the allow-list of crypto addresses.
 */

/** An address on the allow-list; usable from `usableAt` (24 h after it was added), which `isUsable` tells by the server's clock. */
export const ZWithdrawalAddress = z.object({
  id: z.string(),
  currency: ZCurrencyCode,
  address: z.string(),
  destinationTag: z.number().int().optional(),
  addedAt: z.iso.datetime(),
  usableAt: z.iso.datetime(),
  isUsable: z.boolean(),
});
export type TWithdrawalAddress = z.infer<typeof ZWithdrawalAddress>;

/** GET /profile/withdrawal-security. */
export const ZWithdrawalSecurity = z.object({
  /**
   * The factor a request is asked for first: totp, a code from the app (clients from before passkeys know only it);
   * passkey, a passkey's signature (the player has no app); email, the link mailed to the player for each request.
   */
  confirmation: z.enum(['totp', 'passkey', 'email']),
  /** Every second factor the player has, any one of which confirms a request; empty when the mailed link does. */
  factors: z.array(ZSecondFactorKind),
  /** Until when withdrawals are held after a change of password or second factor, and which change it was. */
  heldUntil: z.iso.datetime().nullable(),
  heldBecause: z.string().nullable(),
  allowList: z.object({
    /** Whether a crypto withdrawal must go to a listed, usable address now. */
    on: z.boolean(),
    /** When a requested switch-off takes effect; null when none is waiting. */
    offFrom: z.iso.datetime().nullable(),
  }),
  addresses: z.array(ZWithdrawalAddress),
});
export type TWithdrawalSecurity = z.infer<typeof ZWithdrawalSecurity>;

/** POST /profile/withdrawal-addresses. */
export const ZAddWithdrawalAddressRequest = z.object({
  currency: ZCurrencyCode,
  address: ZCryptoAddress,
  destinationTag: ZDestinationTag.optional(),
});
export type TAddWithdrawalAddressRequest = z.infer<typeof ZAddWithdrawalAddressRequest>;

/** PUT /profile/withdrawal-addresses/allow-list: switching on is immediate, switching off takes 24 h. */
export const ZAllowListRequest = z.object({ on: z.boolean({ error: 'on must be true or false' }) });
export type TAllowListRequest = z.infer<typeof ZAllowListRequest>;

/** POST /user-service/api/v1/withdrawal/confirm: the token of the link mailed with an unconfirmed request. */
export const ZConfirmWithdrawalRequest = z.object({ token: textField().min(1, 'The link is incomplete').max(256) });
export type TConfirmWithdrawalRequest = z.infer<typeof ZConfirmWithdrawalRequest>;
