// The seamless-wallet API: its routes, and the game session a launch opens for it.
export { issueGameSession, type GameSessionGrant } from './game-sessions';
export { walletApiRoutes } from './routes';
// Our own studio calls the wallet in-process, inside its round's transaction.
export { authenticate, placeBet, settleWin, WALLET_API_SOURCE, type WalletAnswer } from './service';
export { maximumBetWhileBonus, setWageringRules, type WageringRules } from './wagering-rules';
// The bonus money of a promotion staked in rounds still open, for the promotion's view.
export { openRoundBonusStakes } from './open-bonus-stakes';
