export { AUTH_QUERY_KEY, useAuth, useHasEmailToConfirm, useIsAuthenticated } from './hooks/use-auth';
export { leaveSignedOut, useSignOut } from './hooks/use-sign-out';
export { clearUserRecord, getUserRecord, useUserRecord } from './hooks/use-user-record';
export { useResendConfirmation } from './hooks/use-resend-confirmation';
export { AuthGuard, GAME_GUARD_DELAY_MS, PROFILE_GUARD_DELAY_MS } from './components/auth-guard';
export { AuthLinkHandler } from './components/auth-link-handler';
export { UnconfirmedEmailNotice } from './components/lazy-unconfirmed-email-notice';
export { ForgotPasswordModal, ResetPasswordModal, SignInModal, SignUpModal } from './components/auth-modals';
