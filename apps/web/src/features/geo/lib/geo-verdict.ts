import type { TCurrentIp, TRestrictedCountries } from '@casino/contracts';

/** What a query can be in, as TanStack Query reports it. */
export type QueryState<T> = { status: 'pending' | 'error' | 'success'; data?: T };

export type GeoVerdict = { status: 'pending' } | { status: 'allowed' } | { status: 'blocked'; isoCode: string; country: string };

/** Case-insensitive, so a lower-case code from a lookup can never slip past the list. */
export function isRestrictedCountry(isoCode: string, restricted: TRestrictedCountries): boolean {
  const code = isoCode.trim().toUpperCase();
  return code !== '' && restricted.some((entry) => entry.code.toUpperCase() === code);
}

/**
 * SPEC.md §4 Country: blocked when the visitor's country is in the restricted list, else allowed.
 * Undecided until both answers are in; a failed lookup allows the site (the API still refuses
 * registration and deposits from restricted countries).
 */
export function geoVerdict(ip: QueryState<TCurrentIp>, restricted: QueryState<TRestrictedCountries>): GeoVerdict {
  if (ip.status === 'error' || restricted.status === 'error') return { status: 'allowed' };
  if (ip.status !== 'success' || restricted.status !== 'success' || !ip.data || !restricted.data) return { status: 'pending' };
  const { isoCode, country } = ip.data;
  if (!isRestrictedCountry(isoCode, restricted.data)) return { status: 'allowed' };
  return { status: 'blocked', isoCode: isoCode.trim().toUpperCase(), country: country.trim() || isoCode.trim().toUpperCase() };
}
