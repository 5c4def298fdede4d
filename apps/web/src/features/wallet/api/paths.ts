/** Profile service routes of the wallet (docs/product.md, API), reached through the web origin. */
export const PROFILE_API = '/profile-service/api/v1/profile';
export const FUNDS_URL = `${PROFILE_API}/currency`;

/** Every wallet query key starts with this, so one invalidation refreshes all money on screen. */
export const WALLET_QUERY_KEY = ['wallet'] as const;
