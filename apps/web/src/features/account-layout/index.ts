export { AccountShell } from './lazy-account-shell';
