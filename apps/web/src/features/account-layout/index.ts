export { AccountShell } from './account-shell';
export { ACCOUNT_LINKS, isAccountLinkActive, type AccountLink } from './account-links';
