// The auth module's API for the app and other modules.
export { authRoutes } from './routes';
// The player's second factor: enrolment, status and turning it off, and passkeys (docs/decisions/034-player-two-factor.md).
export { twoFactorRoutes } from './two-factor-routes';
export type { SignUpStep } from './deps';
export { findEmails, findMaskedNames, findPlayerIdByEmail, getAccount, type Account } from './service';
// The operator's reports: sign-ups per day.
export { countSignUpsByDay } from './sign-ups-by-day';
// The password rules and hashing staff accounts share with players' (modules/backoffice).
export { hashPassword, isCommonPassword, PASSWORD_TOO_COMMON, verifyAgainstDummy, verifyPassword } from './passwords';
// The staff console's player search and player page (modules/player-view).
export { findPlayerCards, findPlayersByEmailPrefix, findPlayersByName, type PlayerCard } from './player-search';
// Guarded withdrawals (modules/payments, docs/decisions/035): the code or passkey with a request, the hold after a
// change of credentials, and the console's list of what happened to an account.
export { checkSecondFactor, secondFactorsOf, type SecondFactorProof } from './two-factor';
export { checkWithdrawalPasskey, startWithdrawalPasskey, type PasskeySite } from './withdrawal-passkeys';
export { findLastCredentialChange, listSecurityEvents, type CredentialChange, type SecurityEvent } from './security-events';
// The staff console's withdrawal-security section of a player (modules/player-view).
export { getTwoFactorStatus } from './two-factor';
