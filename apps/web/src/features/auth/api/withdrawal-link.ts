import type { TWithdrawal } from '@casino/contracts';
import { api } from '@/lib/api-client';
import { USER_SERVICE } from './paths';

/** The e-mailed link that sends an unconfirmed withdrawal on to be paid; it needs no session. */
export function confirmWithdrawalByLink(token: string) {
  return api.post<TWithdrawal>(`${USER_SERVICE}/withdrawal/confirm`, { token });
}
