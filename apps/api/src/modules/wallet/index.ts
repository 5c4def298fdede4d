// The wallet module's API: its routes, the sign-up fund, and the ledger that payments and games move money through.
export { adjustPlayerBalance, type Adjustment } from './adjustment';
export { checkLedger, credit, debit, getPlayerBalances } from './ledger';
export type { LedgerCheck } from './ledger-repo';
export { walletRoutes } from './routes';
export { createDefaultFund } from './service';
