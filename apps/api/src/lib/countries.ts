import type { TCountryCodes } from '@casino/contracts';
import isoCountries from 'i18n-iso-countries';

/**
 * Alpha-2 codes ISO 3166-1 leaves to private use (AA, QM–QZ, XA–XZ, ZZ). Data sets fill them with
 * entries such as XK for Kosovo, which the standard itself does not assign.
 */
const USER_ASSIGNED = /^(AA|Q[M-Z]|X[A-Z]|ZZ)$/;

/** English short names as the Unicode CLDR gives them (what browsers and phones show). */
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

function englishName(code: string): string {
  // Node's ICU knows every assigned code; the package's own English name covers a runtime built without it.
  return regionNames.of(code) ?? isoCountries.getName(code, 'en') ?? code;
}

function buildCountries(): TCountryCodes {
  const entries = Object.keys(isoCountries.getAlpha2Codes())
    .filter((code) => !USER_ASSIGNED.test(code))
    .map((code) => [code, { name: englishName(code) }] as const)
    .sort(([, a], [, b]) => a.name.localeCompare(b.name, 'en'));
  // Keyed by code, inserted in name order so a client listing the values gets them alphabetically.
  return Object.fromEntries(entries);
}

const COUNTRIES: Readonly<TCountryCodes> = Object.freeze(buildCountries());

/** Every ISO 3166-1 country, keyed by its alpha-2 code: `{ DE: { name: 'Germany' }, ... }`. */
export function listCountries(): Readonly<TCountryCodes> {
  return COUNTRIES;
}

/** True for an assigned ISO 3166-1 alpha-2 code, written in upper case as the standard does ("DE", not "de"). */
export function isCountryCode(code: string): boolean {
  return Object.hasOwn(COUNTRIES, code);
}

/** The English name of a country, or undefined for a code that is not one. */
export function countryName(code: string): string | undefined {
  return isCountryCode(code) ? COUNTRIES[code]!.name : undefined;
}
