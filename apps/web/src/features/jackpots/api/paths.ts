export const JACKPOTS_URL = '/game-aggregator-service/api/v1/jackpots';
