export const JACKPOTS_URL = '/game-aggregator-service/api/v1/jackpots';
/** The catalogue ids of the games that feed a pool. */
export const JACKPOT_GAMES_URL = '/game-aggregator-service/api/v1/jackpots/games';
