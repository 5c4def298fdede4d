import geoip from 'geoip-country';

/**
 * The country database (MaxMind GeoLite2 Country) ships inside the `geoip-country` package and is
 * read into memory when this file is first imported: no download and no network at run time.
 * A newer database arrives with a newer package version.
 */
export function findCountryCode(ip: string): string | undefined {
  return geoip.lookup(ip)?.country;
}
