export { CouponsPanel } from './components/coupons-panel';
export { PlayerBonuses } from './components/player-bonuses';
export { WelcomeOfferPanel } from './components/welcome-offer-panel';
