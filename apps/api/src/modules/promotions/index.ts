// The promotions module's API for the app: the operator's promotions, the routes, and the bonus engine's tick.
export { getPromotionSettings, loadPromotionSettings } from './config';
export { registerPromotions, type PromotionsLive } from './promotions-live';
export { couponRoutes, promotionRoutes } from './routes';
export { welcomeOfferRoutes } from './welcome-routes';
export type { PromotionSettings } from './settings';
export { forfeitGrant, settleBonusBeforeWithdrawal, type ForfeitReason } from './forfeit';
// The operator's bonus codes (npm run promotions:coupon).
export { couponLine, createCoupon, disableCouponByCode, parseCouponOptions, type CouponOptions } from './coupon-admin';
export { listCoupons } from './coupons-repo';
