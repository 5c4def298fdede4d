// The payments module's API for the app: deposits through gateways, their notices and the sandbox gateways.
export { registerPayments, type PaymentsLive } from './payments-live';
export { paymentRoutes } from './routes';
export { withdrawalLinkRoutes, withdrawalSecurityRoutes } from './withdrawal-guard-routes';
export { registerWithdrawalLapses } from './withdrawal-lapses';
export { sandboxRoutes } from './sandbox-routes';
export { webhookRoutes } from './webhook-routes';
// The operator's review of withdrawals (npm run withdrawals).
export { decideWithdrawal, listWithdrawalsForReview } from './withdrawal-service';
// The operator's console: the withdrawal queue with four eyes, pending and flagged deposits (decision 029, Payments).
export { staffPaymentRoutes } from './staff-routes';
// For promotions: the outbox of completed deposits, read after a consumer's position, and a player's deposit count.
export { lastSettledPaymentEventId, listDepositCompletedEvents, type DepositCompletedEvent } from './payment-events-repo';
export { countCompletedDeposits } from './deposits-repo';
// For promotions: a deposit withdrawn before its bonus was granted earns none.
export { hasWithdrawalSince } from './withdrawals-repo';
// For the safer-gambling page (profile): the player's deposits counted against their deposit limits.
export { listCountedDeposits } from './deposit-limits';
// The operator's reports: deposits credited and withdrawals paid per day.
export { sumCreditedDepositsByDay, sumPaidWithdrawalsByDay, type PaymentsDay } from './payments-by-day';
// The staff console's player search and player page (modules/player-view).
export { findPlayersByDepositAddress, findPlayersByTransactionHash, getStaffPlayerPayments } from './player-lookup';
export { getWithdrawalSecurity } from './withdrawal-guard';
// The proof of reserves (modules/liability-proofs): the chain, the operator's addresses and the sandbox's signing keys.
export { reserveSourcesOf, type ReserveSources } from './reserve-sources';
