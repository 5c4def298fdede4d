import type { TSessionUser, TSignInRequest } from '@casino/contracts';
import { api } from '@/lib/api-client';
import { USER_SERVICE } from './paths';

export function signIn(body: TSignInRequest) {
  return api.post<TSessionUser>(`${USER_SERVICE}/signin`, body);
}

export function signOut() {
  return api.delete<unknown>(`${USER_SERVICE}/signout`);
}
