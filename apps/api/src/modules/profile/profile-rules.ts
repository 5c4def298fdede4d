import { MAXIMUM_AGE, MINIMUM_AGE, PROFILE_LOCKED_FIELDS, type TProfileLockedField, type TProfileUpdate } from '@casino/contracts';
import { isCountryCode } from '../../lib/countries';
import { badRequest, HttpError, unprocessable } from '../../lib/errors';
import { isDialingCode } from './phone';
import type { ProfileChanges, ProfileRow } from './repo';
import { ageOn } from '../../lib/age';

// The server's rules for PUT /profile (docs/product.md, Accounts, Validation). Pure: no I/O.

const LABELS: Record<TProfileLockedField, string> = {
  dateOfBirth: 'Date of birth',
  gender: 'Gender',
  country: 'Country',
  state: 'State',
  address: 'Address',
  nickName: 'Nickname',
  address2: 'Address 2',
  city: 'City',
  zipCode: 'Zip code',
  phoneNumber: 'Phone number',
  dialingCode: 'Dialing code',
};

const UNDERAGE = `You must be at least ${MINIMUM_AGE} years old to play.`;
const IMPLAUSIBLE_BIRTH_DATE = 'Please enter your real date of birth.';
const PHONE_INCOMPLETE = 'Please enter the phone number together with its dialing code.';
const lockedMessage = (field: TProfileLockedField) =>
  `${LABELS[field]} is already set and can't be changed here. Please contact support to correct it.`;

/** "Anna Maria Smith" → first "Anna", last "Maria Smith": registration asks for one full-name field. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** The UTC calendar date of a unix-seconds instant, as stored: "1990-05-17". */
export const birthDateFromSeconds = (seconds: number): string => new Date(seconds * 1000).toISOString().slice(0, 10);

/** Midnight UTC of a stored calendar date, in unix seconds. */
export const secondsFromBirthDate = (date: string): number => Date.parse(`${date}T00:00:00Z`) / 1000;

export { ageOn };

/** The payload as the values the profile row stores (unset fields left out). */
function toStoredValues(input: TProfileUpdate): Partial<Record<TProfileLockedField, string>> {
  const values: Partial<Record<TProfileLockedField, string>> = {};
  for (const field of PROFILE_LOCKED_FIELDS) {
    const value = field === 'dateOfBirth' ? input.dateOfBirth : input[field];
    if (value === undefined || value === null) continue;
    values[field] = field === 'dateOfBirth' ? birthDateFromSeconds(value as number) : (value as string);
  }
  return values;
}

/**
 * What an update changes, or a 4xx naming the field: codes that do not exist are 400; changing a
 * field that already has a value, an incomplete phone and the age rule are 422. Sending a stored
 * value again is not a change. Avatar and receiveEmailPromo stay editable: they are no identity data.
 */
export function planProfileChanges(current: ProfileRow, input: TProfileUpdate, now: Date): ProfileChanges {
  if (input.country !== undefined && !isCountryCode(input.country)) {
    throw badRequest('Please choose a country from the list.', 'country');
  }
  if (input.dialingCode !== undefined && !isDialingCode(input.dialingCode)) {
    throw badRequest('This dialing code does not exist.', 'dialingCode');
  }

  const wanted = toStoredValues(input);
  const filled: Partial<Record<TProfileLockedField, string>> = {};
  const locked: { field: string; message: string }[] = [];
  for (const field of PROFILE_LOCKED_FIELDS) {
    const value = wanted[field];
    if (value === undefined) continue;
    const stored = current[field];
    if (stored === null) filled[field] = value;
    else if (stored !== value) locked.push({ field, message: lockedMessage(field) });
  }
  if (locked.length > 0) throw new HttpError(422, locked[0]!.message, locked);

  const phoneNumber = filled.phoneNumber ?? current.phoneNumber;
  const dialingCode = filled.dialingCode ?? current.dialingCode;
  if ((phoneNumber === null) !== (dialingCode === null)) {
    throw unprocessable(PHONE_INCOMPLETE, phoneNumber === null ? 'phoneNumber' : 'dialingCode');
  }

  if (filled.dateOfBirth) {
    const age = ageOn(filled.dateOfBirth, now);
    if (age < 0 || age > MAXIMUM_AGE) throw unprocessable(IMPLAUSIBLE_BIRTH_DATE, 'dateOfBirth');
    if (age < MINIMUM_AGE) throw unprocessable(UNDERAGE, 'dateOfBirth');
  }

  const changes: ProfileChanges = { ...filled, receiveEmailPromo: input.receiveEmailPromo };
  if (input.avatar !== undefined) changes.avatar = input.avatar;
  return changes;
}
