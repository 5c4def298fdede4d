/** Promotion routes (docs/product.md, API), reached through the web origin. */
export const PROFILE_API = '/profile-service/api/v1/profile';
export const PLAYER_PROMOTIONS_URL = `${PROFILE_API}/promotion`;
export const REDEEM_COUPON_URL = `${PROFILE_API}/redeem-promotion-coupon`;
export const LOYALTY_LEVEL_URL = `${PROFILE_API}/loyalty-level`;
export const VALIDATE_COUPON_URL = '/user-service/api/v1/promotion/coupon';

/** Every promotion query key starts with this, so one invalidation refreshes the promotions on screen. */
export const PROMOTIONS_QUERY_KEY = ['promotions'] as const;
export const PLAYER_PROMOTIONS_QUERY_KEY = [...PROMOTIONS_QUERY_KEY, 'player'] as const;
export const LOYALTY_LEVEL_QUERY_KEY = [...PROMOTIONS_QUERY_KEY, 'loyalty-level'] as const;
