/** Bet history routes of the profile service (docs/product.md, API), reached through the web origin. */
export const BET_HISTORY_URL = '/profile-service/api/v1/history/bet';
export const BET_PROVIDERS_URL = `${BET_HISTORY_URL}/provider`;
export const BET_EXPORT_URL = `${BET_HISTORY_URL}/export`;
export const BET_ROUND_URL = (roundId: string) => `${BET_HISTORY_URL}/round/${encodeURIComponent(roundId)}`;

export const BET_SHOTS_URL = (roundId: string) => `${BET_ROUND_URL(roundId)}/shots`;

export const GAME_HISTORY_QUERY_KEY = ['game-history'] as const;
