import { PHONE_DIGITS_MAX, PHONE_DIGITS_MIN, PROFILE_TEXT_MAX } from '@casino/contracts';
// The parser and the min metadata alone: the phone input component loads with its field.
import parsePhoneNumber from 'libphonenumber-js/min';

/** docs/product.md, Validation: the phone input takes at most 250 characters. */
export const PHONE_INPUT_MAX = PROFILE_TEXT_MAX;

/** How the profile keeps a phone: the national number and the calling code apart. */
export type PhoneParts = { phoneNumber: string; dialingCode: string };

/**
 * The phone input's value (E.164, "+4915112345678") split into national number and calling code
 * ("15112345678", "+49"). null when it is empty, cannot be read or has not 2 to 17 digits.
 */
export function splitPhone(value: string | null | undefined): PhoneParts | null {
  const input = (value ?? '').trim();
  if (input === '' || input.length > PHONE_INPUT_MAX) return null;
  const parsed = parsePhoneNumber(input);
  if (!parsed) return null;
  const phoneNumber = String(parsed.nationalNumber);
  if (phoneNumber.length < PHONE_DIGITS_MIN || phoneNumber.length > PHONE_DIGITS_MAX) return null;
  return { phoneNumber, dialingCode: `+${parsed.countryCallingCode}` };
}

/** A stored phone as the input's value; undefined unless both parts exist. */
export function joinPhone(phone: { phoneNumber: string | null; dialingCode: string | null }): string | undefined {
  if (!phone.phoneNumber || !phone.dialingCode) return undefined;
  return `+${phone.dialingCode.replace(/^\+/, '')}${phone.phoneNumber}`;
}

/** docs/product.md, Accounts: the phone is read-only once the number and its calling code are both stored. */
export function isPhoneLocked(phone: { phoneNumber: string | null; dialingCode: string | null }): boolean {
  return Boolean(phone.phoneNumber && phone.dialingCode);
}
