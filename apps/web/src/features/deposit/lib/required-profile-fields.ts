import type { TProfile } from '@casino/contracts';

/** The fiat methods of the deposit dialog. */
export type FiatMethod = 'card' | 'jeton' | 'mifinity';

/** A detail a payment method needs from the profile (SPEC.md §5 "Profile details required per fiat method"). */
export type ProfileRequirement =
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

const CARD: readonly ProfileRequirement[] = ['address', 'zipCode', 'country', 'city', 'state', 'phone'];
const JETON: readonly ProfileRequirement[] = [
  'address',
  'email',
  'zipCode',
  'country',
  'city',
  'firstName',
  'lastName',
  'gender',
  'dateOfBirth',
];
const MIFINITY: readonly ProfileRequirement[] = [...JETON, 'phone', 'confirmedEmail'];

export const REQUIRED_PROFILE_FIELDS: Record<FiatMethod, readonly ProfileRequirement[]> = { card: CARD, jeton: JETON, mifinity: MIFINITY };

/** What the profile form cannot fill: names and e-mail come from the account, confirmation from the e-mail's link. */
export const NOT_IN_PROFILE_FORM: readonly ProfileRequirement[] = ['email', 'firstName', 'lastName', 'confirmedEmail'];

const isBlank = (value: string | number | null | undefined) => value === null || value === undefined || String(value).trim() === '';

function isMissing(profile: TProfile, requirement: ProfileRequirement): boolean {
  const details = profile.userDetails;
  switch (requirement) {
    case 'phone':
      // The phone counts once both its parts are stored (dialing code and number).
      return isBlank(details.phone.dialingCode) || isBlank(details.phone.phoneNumber);
    case 'email':
      return isBlank(profile.email);
    case 'firstName':
      return isBlank(profile.firstName);
    case 'lastName':
      return isBlank(profile.lastName);
    case 'confirmedEmail':
      return !profile.confirmed;
    default:
      return isBlank(details[requirement]);
  }
}

/** The details `method` needs that the profile lacks, in SPEC.md's order; empty when the player can pay. */
export function missingProfileFields(profile: TProfile, method: FiatMethod): ProfileRequirement[] {
  return REQUIRED_PROFILE_FIELDS[method].filter((requirement) => isMissing(profile, requirement));
}
