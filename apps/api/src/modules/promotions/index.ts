// The promotions module's API for the app: the operator's promotions, the routes, and the bonus engine's tick.
export { getPromotionSettings, loadPromotionSettings } from './config';
export { registerPromotions, type PromotionsLive } from './promotions-live';
// What other modules apply from the promotions file; the app builds them once and hands them over (app.ts).
export { wageringRulesOf } from './wagering';
export { freeSpinWinsOf } from './win-unlock';
export { couponRoutes, promotionRoutes } from './routes';
export { welcomeOfferRoutes } from './welcome-routes';
export type { PromotionSettings } from './settings';
// Free spins (decision 025): what a free round of a player stakes and how many are left.
export { freeRoundsOf, freeSpinsGameKey, freeSpinStake, spinsLeft, type FreeRound, type FreeRounds } from './free-spins';
export { forfeitGrant, settleBonusBeforeWithdrawal, type ForfeitReason } from './forfeit';
// The operator's bonus codes (npm run promotions:coupon).
export { couponLine, createCoupon, disableCouponByCode, parseCouponOptions, type CouponOptions } from './coupon-admin';
export { listCoupons } from './coupons-repo';
// The operator's bonuses in the console (decision 029): coupons, the welcome offer per market profile, a player's bonuses.
export { staffBonusRoutes } from './staff-routes';
