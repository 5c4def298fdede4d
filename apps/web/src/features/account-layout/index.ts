export { AccountShell } from './account-shell';
export {
  ACCOUNT_LINKS,
  PROFILE_SECTION_LINKS,
  isAccountLinkActive,
  isProfileSectionLinkActive,
  isProfileSectionPath,
  type AccountLink,
  type ProfileSectionLink,
} from './account-links';
