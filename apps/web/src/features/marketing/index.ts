export { WelcomeHero } from './welcome-hero';
export { DepositOfferCards } from './deposit-offer-cards';
export { SignUpCta } from './sign-up-cta';
export { MAX_BONUS_EUR, PROMOTION_DEPOSIT_LIMIT, WELCOME_OFFER, formatWholeEuros } from './deposit-offers';
