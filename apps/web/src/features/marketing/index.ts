export { WelcomeBanner } from './welcome-banner';
export { DepositOfferCards } from './deposit-offer-cards';
export { DepositCta } from './deposit-cta';
export { SignedInSwitch } from './signed-in-switch';
export { SignUpCta } from './sign-up-cta';
export { formatEurFigure, welcomeTextValues } from '@/lib/welcome-offer';
