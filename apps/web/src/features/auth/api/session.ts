import type { TSecondFactorChallenge, TSecondFactorRequest, TSessionUser, TSignInRequest } from '@casino/contracts';
import { api } from '@/lib/api-client';
import { USER_SERVICE } from './paths';

/** The password step: the session user (200), or, for an account with a second factor, the step still due (202). */
export function signIn(body: TSignInRequest) {
  return api.post<TSessionUser | TSecondFactorChallenge>(`${USER_SERVICE}/signin`, body);
}

/** The second step of a sign-in whose password step answered a challenge (a code or a passkey): the session user. */
export function completeSignIn(body: TSecondFactorRequest) {
  return api.post<TSessionUser>(`${USER_SERVICE}/signin/second-factor`, body);
}

export function signOut() {
  return api.delete<unknown>(`${USER_SERVICE}/signout`);
}
