// The game platform: provably fair seeds, the floats a round is drawn from, game rounds, bet history and the winners rails.
export { fairnessRoutes } from './routes';
export { playRoutes } from './play-routes';
export { takeNextFloats, type TakenFloats } from './service';
export { toPlayRound } from './round-view';
export { playRoundOf } from './rounds';
export { findOpenRound, findRevealedServerSeeds, findRound, findRoundByRequest, sumLaunchRounds, type RoundRow } from './rounds-repo';
export { betHistoryRoutes } from './history/routes';
export { winnersRoutes } from './winners-routes';
export { crashRoutes } from './crash/routes';
export { registerCrashLive, type CrashLive } from './crash/live';
export { virtualSportsRoutes } from './virtual-sports/routes';
export { registerVirtualSportsLive, type VirtualSportsLive } from './virtual-sports/live';
// The staff console's player page (modules/player-view): the player's rounds and recall, read without settling anything.
export { readBetHistory, readBetRecall } from './history/service';
