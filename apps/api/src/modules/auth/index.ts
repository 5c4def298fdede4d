// The auth module's API for the app and other modules.
export { authRoutes } from './routes';
export type { SignUpStep } from './deps';
export { findEmails, findMaskedNames, findPlayerIdByEmail, getAccount, type Account } from './service';
// The operator's reports: sign-ups per day.
export { countSignUpsByDay } from './sign-ups-by-day';
