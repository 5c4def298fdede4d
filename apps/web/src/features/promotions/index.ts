// The player's promotions (ISSUE 15): the account pages, the bell's entries, loyalty, and the calls others share.
export { CouponPage, NoDepositModal, PendingPromotions, PromotionsOverview } from './components/lazy-pages';
export { NoDepositPrompt } from './components/lazy-no-deposit-prompt';
export { isNoDepositOffer, type NoDepositOffer } from './lib/no-deposit-offer';
export { LoyaltyLevelCard } from './components/loyalty-level-card';
export { NotificationList } from './components/notification-list';
export { PendingBadge, usePendingPromotionCount } from './components/pending-badge';
export { useEligiblePromotions } from './api/get-eligible-promotions';
export { usePlayerPromotions } from './api/get-player-promotions';
export { validateCoupon } from './api/coupons';
export { apiReason } from './lib/api-reason';
export { bonusCodeError, cleanBonusCode } from './lib/bonus-code';
export { couponOfferLines } from './lib/coupon-offer';
