// The seamless-wallet API: its routes, and the game session a launch opens for it.
export { issueGameSession, type GameSessionGrant } from './game-sessions';
// Our launch requests to an aggregator are signed as its calls to us are.
export { signatureHeader } from './signature';
export { walletApiRoutes } from './routes';
// Our own studio calls the wallet in-process, inside its round's transaction; the app builds it with the bonus rules.
export { createGameWallet, type GameWallet } from './game-wallet';
export { WALLET_API_SOURCE, type WalletAnswer } from './service';
export type { WageringRules } from './wagering-rules';
// The bonus money of a promotion staked in rounds still open, for the promotion's view.
export { openRoundBonusStakes } from './open-bonus-stakes';
// The operator's reports: stakes, wins and real-money players per day (our studio's rounds and the aggregators').
export { countRealStakers, sumGamePlayByDay, type GamePlayDay, type ReportRange } from './play-by-day';
