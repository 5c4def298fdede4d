/**
 * How the web server (server/main.ts) hands a visitor from a restricted country to the
 * blocked-country page: every page address is answered by BLOCKED_COUNTRY_PATH, with the country
 * in BLOCKED_COUNTRY_HEADER ("US United%20States"). Only the web server sets that header; a
 * visitor's own is dropped.
 */
export const BLOCKED_COUNTRY_PATH = '/blocked-country';
export const BLOCKED_COUNTRY_HEADER = 'x-casino-blocked-country';

export function blockedCountryHeader(isoCode: string, country: string): string {
  return `${isoCode} ${encodeURIComponent(country)}`;
}

export function readBlockedCountryHeader(value: string | null | undefined): { isoCode: string; country: string } | null {
  const match = /^([A-Z]{2}) (\S+)$/.exec(value ?? '');
  if (!match) return null;
  try {
    return { isoCode: match[1]!, country: decodeURIComponent(match[2]!) };
  } catch {
    return null;
  }
}
