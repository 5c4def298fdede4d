// The wallet module's API: its routes, the sign-up fund, and the ledger that payments and games move money through.
export { adjustPlayerBalance, type Adjustment } from './adjustment';
// The operator's console: manual adjustments with four eyes (decision 029, Payments).
export { staffAdjustmentRoutes, type StaffAdjustmentRoutesOptions } from './staff-adjustment-routes';
// credit and debit given a transaction run inside it (no savepoint once the accounts exist): the caller's records and the movement commit together.
export { checkLedger, credit, debit, getPlayerBalances, hold, InsufficientFundsError, listPlayerBalances, release } from './ledger';
// The wallet API moves money in one SQL call (ledger_transfer inside it): it names the house shard, and has a missing one created.
export { houseShardOf, openHouseAccount } from './ledger';
export type { LedgerCheck } from './ledger-repo';
export { walletRoutes } from './routes';
// Settled movements (ledger transfers) of the money history; payments adds the ones not settled.
export { getTransactionHistory, HISTORY_LIMIT } from './history';
export { createDefaultFund, findDefaultCurrency, listPlayerCurrencies } from './service';
// Jackpot pools: the ledger accounts the jackpots module feeds, locks and pays out.
export { jackpotPoolsVersion, listJackpotPools, lockJackpotPool, openJackpotPool, payIntoJackpot, payOutOfJackpot } from './jackpot-pools';
// What a player staked in real money, for the loyalty levels.
export { sumRealStakes } from './real-stakes';
// The fund's held free-spin wins and their unlock offer come from the promotions module (decision 025).
export type { FreeSpinWins, FreeSpinWinsSource } from './service';
// The operator's reports: what players hold at a moment, reconciled with the ledger check; bonus conversions per day.
export { sumPlayerLiabilities, sumTransfersByDay, type PlayerLiabilities, type PlayerLiability } from './liabilities';
// The proof of liabilities: every player's balance per currency with the ledger check, in one snapshot.
export { readOwedBalances, type OwedBalances } from './liabilities';
// The staff console's player page (modules/player-view): balances and ledger postings per currency.
export { getStaffPlayerBalances, listPlayerPostings } from './player-postings';
