export { DepositDialog } from './components/lazy-deposit-dialog';
export { DepositStatusNotice } from './components/deposit-status-notice';
