import 'server-only';
// What server code (the blocked-country page) needs of the geo feature.
export { BLOCKED_COUNTRY_HEADER, readBlockedCountryHeader } from './lib/blocked-request';
