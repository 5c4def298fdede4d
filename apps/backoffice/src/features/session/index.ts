export { getMe, useMe } from './api/get-me';
export { MemberContext, useHasPermission, useMember } from './components/member-context';
export { RequirePermission } from './components/require-permission';
export { RequireSession } from './components/require-session';
export { SignInForm } from './components/sign-in-form';
export { SignOutButton } from './components/sign-out-button';
export { markSignedIn, markSignedOut } from './lib/session-cache';
export { returnPathOf } from './lib/return-path';
