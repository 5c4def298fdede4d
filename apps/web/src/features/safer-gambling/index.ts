export { SaferGamblingPage } from './components/lazy';
export { SaferGamblingNotice } from './components/lazy-notice';
export { DepositLimitChoice } from './components/deposit-limit-choice';
export { useSaferGambling } from './api/safer-gambling';
export { EndExclusion } from './components/end-exclusion';
