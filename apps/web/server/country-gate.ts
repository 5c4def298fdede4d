import type { TCurrentIp, TRestrictedCountries } from '@casino/contracts';
import { createCachedSource } from '../src/lib/cached-source';

/** What the web server sends a visitor: the site, or the blocked-country page naming their country. */
export type CountryVerdict = { blocked: false } | { blocked: true; isoCode: string; country: string };

export type CountryGateOptions = {
  /** The country of an address as the API places it (its geo database and GEO_DEFAULT_COUNTRY). */
  lookup: (address: string | undefined) => Promise<TCurrentIp>;
  /** The API's restricted countries (RESTRICTED_COUNTRIES_FILE). */
  loadRestricted: () => Promise<TRestrictedCountries>;
  now?: () => number;
  /** How long an address's country is kept (docs/product.md, Special behaviours: 5 minutes). */
  addressTtlMs?: number;
  /** After a failed lookup, how long the address is let through before it is asked about again. */
  retryMs?: number;
  /** The most addresses kept; the oldest go first. */
  maxAddresses?: number;
  /** How long the restricted list is kept, like the site configuration. */
  listTtlMs?: number;
};

/** Case-insensitive, so a lower-case code can never slip past the list. */
export function isRestrictedCountry(isoCode: string, restricted: TRestrictedCountries): boolean {
  const code = isoCode.trim().toUpperCase();
  return code !== '' && restricted.some((entry) => entry.code.toUpperCase() === code);
}

/**
 * The blocked-country page (docs/product.md, Special behaviours), decided by the web server before anything renders: the visitor's
 * address (X-Forwarded-For as server/forwarded-headers.ts left it) is placed by the API, whose
 * restricted list decides. Both answers are kept in memory, so a page costs the API nothing for
 * a visitor seen in the last few minutes. When the API cannot answer, the site is sent: the API
 * still refuses registration and deposits from restricted countries on its own.
 */
export function createCountryGate({
  lookup,
  loadRestricted,
  now = Date.now,
  addressTtlMs = 5 * 60_000,
  retryMs = 10_000,
  maxAddresses = 10_000,
  listTtlMs = 60_000,
}: CountryGateOptions) {
  const restricted = createCachedSource({ load: loadRestricted, ttlMs: listTtlMs, retryMs, now });
  const countries = new Map<string, { until: number; country: Promise<TCurrentIp | null> }>();

  function countryOf(address: string | undefined): Promise<TCurrentIp | null> {
    const key = address ?? '';
    const kept = countries.get(key);
    if (kept && now() < kept.until) return kept.country;
    countries.delete(key);
    if (countries.size >= maxAddresses) countries.delete(countries.keys().next().value!);
    const entry = { until: now() + addressTtlMs, country: Promise.resolve<TCurrentIp | null>(null) };
    entry.country = lookup(address).catch(() => {
      entry.until = now() + retryMs;
      return null;
    });
    countries.set(key, entry);
    return entry.country;
  }

  return {
    async decide(address: string | undefined): Promise<CountryVerdict> {
      const [location, list] = await Promise.all([countryOf(address), restricted.get()]);
      if (!location || !list || !isRestrictedCountry(location.isoCode, list)) return { blocked: false };
      const isoCode = location.isoCode.trim().toUpperCase();
      return { blocked: true, isoCode, country: location.country.trim() || isoCode };
    },
  };
}
