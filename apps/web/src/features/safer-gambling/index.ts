export { SaferGamblingNotice, SaferGamblingPage } from './components/lazy';
export { DepositLimitChoice } from './components/deposit-limit-choice';
