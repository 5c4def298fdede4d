export { BlockedCountryPage } from './components/blocked-country-page';
