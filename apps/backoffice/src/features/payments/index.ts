export { ConfirmationLine } from './components/confirmation-line';
export { DepositLists } from './components/deposit-lists';
export { WithdrawalQueue } from './components/withdrawal-queue';
