import type { TProfile } from './profile';

// The profile details each fiat method needs before a payment (docs/product.md, Deposits and withdrawals): gateways check the payer.

/** card: the card tiers; qr-wallet: the e-wallet paid by QR code (jeton); widget-wallet: the embedded e-wallet (mifinity). */
export const FIAT_METHODS = ['card', 'qr-wallet', 'widget-wallet'] as const;
export type TFiatMethod = (typeof FIAT_METHODS)[number];

export type TProfileDetail =
  | 'address'
  | 'zipCode'
  | 'country'
  | 'city'
  | 'state'
  | 'phone'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'gender'
  | 'dateOfBirth'
  | 'confirmedEmail';

const QR_WALLET: TProfileDetail[] = ['address', 'email', 'zipCode', 'country', 'city', 'firstName', 'lastName', 'gender', 'dateOfBirth'];

export const REQUIRED_PROFILE_DETAILS: Record<TFiatMethod, readonly TProfileDetail[]> = {
  card: ['address', 'zipCode', 'country', 'city', 'state', 'phone'],
  'qr-wallet': QR_WALLET,
  'widget-wallet': [...QR_WALLET, 'phone', 'confirmedEmail'],
};

const isFilled = (value: string | number | null | undefined) => value !== null && value !== undefined && String(value).trim() !== '';

function hasDetail(profile: TProfile, detail: TProfileDetail): boolean {
  const d = profile.userDetails;
  switch (detail) {
    case 'phone':
      return isFilled(d.phone.phoneNumber) && isFilled(d.phone.dialingCode);
    case 'email':
    case 'firstName':
    case 'lastName':
      return isFilled(profile[detail]);
    case 'confirmedEmail':
      return profile.confirmed;
    default:
      return isFilled(d[detail]);
  }
}

/** The details `method` needs that the profile lacks, in the order of REQUIRED_PROFILE_DETAILS. */
export function missingProfileDetails(profile: TProfile, method: TFiatMethod): TProfileDetail[] {
  return REQUIRED_PROFILE_DETAILS[method].filter((detail) => !hasDetail(profile, detail));
}
