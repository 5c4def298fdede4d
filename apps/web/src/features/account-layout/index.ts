export { AccountShell } from './account-shell';
