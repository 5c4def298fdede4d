import { STAFF_API } from '@/lib/api-client';

export const COUPONS_URL = `${STAFF_API}/coupons`;
export const WELCOME_OFFERS_URL = `${STAFF_API}/welcome-offers`;
export const playerBonusesUrl = (playerId: string) => `${STAFF_API}/players/${encodeURIComponent(playerId)}/bonuses`;

/** A change to a list fetches it again. */
export const COUPONS_QUERY_KEY = ['coupons'] as const;
export const WELCOME_OFFERS_QUERY_KEY = ['welcome-offers'] as const;
export const playerBonusesQueryKey = (playerId: string) => ['player-bonuses', playerId] as const;
