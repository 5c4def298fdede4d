// Jackpots: the operator's settings, the pools' rules over the ledger, and the public list of pools and of the games
// that feed them.
export { getJackpotSettings, loadJackpotSettings, type JackpotSettings } from './config';
export {
  drawJackpot,
  feedJackpot,
  jackpotOfTitle,
  jackpotsVersion,
  listJackpots,
  openJackpotPools,
  takesPart,
  type JackpotStake,
} from './pools';
export { jackpotRoutes } from './routes';
