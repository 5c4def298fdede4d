// The auth module's API for the app and other modules.
export { authRoutes } from './routes';
// The player's second factor: enrolment, status and turning it off (docs/decisions/034-player-two-factor.md).
export { twoFactorRoutes } from './two-factor-routes';
export type { SignUpStep } from './deps';
export { findEmails, findMaskedNames, findPlayerIdByEmail, getAccount, type Account } from './service';
// The operator's reports: sign-ups per day.
export { countSignUpsByDay } from './sign-ups-by-day';
// The password rules and hashing staff accounts share with players' (modules/backoffice).
export { hashPassword, isCommonPassword, PASSWORD_TOO_COMMON, verifyAgainstDummy, verifyPassword } from './passwords';
// The staff console's player search and player page (modules/player-view).
export { findPlayerCards, findPlayersByEmailPrefix, findPlayersByName, type PlayerCard } from './player-search';
