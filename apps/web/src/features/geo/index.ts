export { GeoGate } from './components/geo-gate';
export { BlockedCountryPage } from './components/blocked-country-page';
export { geoVerdict, isRestrictedCountry, type GeoVerdict } from './lib/geo-verdict';
export { useCurrentIp } from './api/current-ip';
export { useRestrictedCountries } from './api/restricted-countries';
