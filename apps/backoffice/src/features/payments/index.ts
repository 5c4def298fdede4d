export { DepositLists } from './components/deposit-lists';
export { WithdrawalQueue } from './components/withdrawal-queue';
