// The operator's reports (docs/decisions/029-operator-console.md, Reports): figures composed from the modules that own
// the records (game-wallet, payments, auth, wallet, games); this module owns no table. The staff app registers the routes.
export { reportRoutes } from './routes';
export { getGameReport } from './game-report';
export { getLiabilityReport } from './liability-report';
export { getPaymentReport } from './payment-report';
export { getPlayerReport } from './player-report';
export { reportPeriod, type ReportPeriod } from './period';
