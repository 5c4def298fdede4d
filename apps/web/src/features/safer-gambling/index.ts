export { SaferGamblingPage } from './components/lazy';
export { DepositLimitChoice } from './components/deposit-limit-choice';
export { useSaferGambling } from './api/safer-gambling';
