// The lobby's jackpot rail: the live pools from the API and the games that feed them.
export { JackpotRail } from './components/jackpot-rail';
export { jackpotRailGames } from './lib/jackpot-rail-games';
