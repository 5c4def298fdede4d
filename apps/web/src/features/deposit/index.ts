export { DepositDialog } from './components/lazy-deposit-dialog';
