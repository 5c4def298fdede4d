import type { TMessageResponse } from '@casino/contracts';
import { api } from '@/lib/api-client';
import { USER_SERVICE } from './paths';

/** The e-mailed link that confirms turning two-factor sign-in off; it needs no session. */
export function confirmTwoFactorOff(token: string) {
  return api.post<TMessageResponse>(`${USER_SERVICE}/two-factor/disable/confirm`, { token });
}
