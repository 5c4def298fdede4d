export { DocumentPage, PrivacyPage, ProfileForm, ProfilePage, SelfExclusionPage } from './components/lazy-pages';
export { useProfile } from './api/get-profile';
export { PROFILE_QUERY_KEY } from './api/paths';
