export { PROFILE_QUERY_KEY } from './api/paths';
export { getProfile, useProfile } from './api/get-profile';
export { useCountryOptions, type CountryOption } from './api/get-country-codes';
export { ProfilePage } from './components/profile-page';
export { PrivacyPage } from './components/privacy-page';
export { SelfExclusionPage } from './components/self-exclusion-page';
export { DocumentPage } from './components/document-page';
