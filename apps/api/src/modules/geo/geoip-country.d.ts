// The package ships no types; this is the part of its API the geo module uses.
declare module 'geoip-country' {
  type GeoIpCountry = {
    /** ISO 3166-1 alpha-2 code, upper case. */
    country: string;
  };
  const geoip: {
    /** null for an address the database does not place (private, reserved, or simply unknown). */
    lookup(ip: string): GeoIpCountry | null;
  };
  export default geoip;
}
