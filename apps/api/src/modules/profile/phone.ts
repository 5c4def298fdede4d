import { getCountries, getCountryCallingCode } from 'libphonenumber-js';

/** Calling codes of every country ("+49"); non-geographic codes (+800, +881...) are not a player's phone. */
const DIALING_CODES: ReadonlySet<string> = new Set(getCountries().map((country) => `+${getCountryCallingCode(country)}`));

/** `code` in the contract's normal form, "+49". */
export const isDialingCode = (code: string): boolean => DIALING_CODES.has(code);
