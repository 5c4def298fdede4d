// The seamless-wallet API: its routes, and the game session a launch opens for it.
export { issueGameSession, type GameSessionGrant } from './game-sessions';
export { walletApiRoutes } from './routes';
export { WALLET_API_SOURCE } from './service';
