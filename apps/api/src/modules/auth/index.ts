// The auth module's API for the app and other modules.
export { authRoutes } from './routes';
export type { SignUpStep } from './deps';
export { findMaskedNames, findPlayerIdByEmail, getAccount, type Account } from './service';
// The operator's reports: sign-ups per day.
export { countSignUpsByDay } from './sign-ups-by-day';
// Staff lists (the payments queue, adjustments): players' e-mails by id.
export { findPlayerEmails } from './player-emails';
