import { missingProfileDetails, type TFiatMethod, type TProfile, type TProfileDetail } from '@casino/contracts';

/** The fiat methods of the deposit dialog. */
export type FiatMethod = 'card' | 'jeton' | 'mifinity';

/** A detail a payment method needs from the profile (docs/product.md, Deposits and withdrawals); the API checks the same list. */
export type ProfileRequirement = TProfileDetail;

const CONTRACT_METHOD: Record<FiatMethod, TFiatMethod> = { card: 'card', jeton: 'qr-wallet', mifinity: 'widget-wallet' };

/** What the profile form cannot fill: names and e-mail come from the account, confirmation from the e-mail's link. */
export const NOT_IN_PROFILE_FORM: readonly ProfileRequirement[] = ['email', 'firstName', 'lastName', 'confirmedEmail'];

/** The details `method` needs that the profile lacks, in a fixed order; empty when the player can pay. */
export function missingProfileFields(profile: TProfile, method: FiatMethod): ProfileRequirement[] {
  return missingProfileDetails(profile, CONTRACT_METHOD[method]);
}
