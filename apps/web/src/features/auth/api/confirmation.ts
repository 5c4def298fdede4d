import type { TMessageResponse } from '@casino/contracts';
import { api } from '@/lib/api-client';
import { USER_SERVICE } from './paths';

export function confirmAccount(token: string) {
  return api.post<TMessageResponse>(`${USER_SERVICE}/account/confirm`, { token });
}

export function resendConfirmation() {
  return api.post<TMessageResponse>(`${USER_SERVICE}/account/resend`);
}
