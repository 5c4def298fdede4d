// Bet history and game recall (ISSUE 11 point 7): the account area's /profile/game-history.
export { GameHistory } from './components/game-history';
export { RoundRecall } from './components/round-recall';
export { useBetRecall } from './api/get-bet-recall';
