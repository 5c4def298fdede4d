export { ProfilePage } from './components/profile-page';
export { PrivacyPage } from './components/privacy-page';
export { SelfExclusionPage } from './components/self-exclusion-page';
export { DocumentPage } from './components/document-page';
