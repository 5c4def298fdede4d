export { DocumentPage, PrivacyPage, ProfilePage, SelfExclusionPage } from './components/lazy-pages';
