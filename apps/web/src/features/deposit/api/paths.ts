/** Profile service routes of deposits (docs/product.md, API), reached through the web origin. */
export const PROFILE_API = '/profile-service/api/v1/profile';
export const RATE_LIMIT_API = '/profile-service/api/v1/rate/limit';
export const GATEWAYS_URL = `${PROFILE_API}/payment/gateways`;

export const DEPOSIT_QUERY_KEY = ['deposit'] as const;
