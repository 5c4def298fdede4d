import { ZStaffPlayerPayments } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { playerQueryKey, playerUrl } from './paths';

/** GET …/players/{id}/payments: deposits, withdrawals and crypto deposit addresses. */
export function usePayments(id: string) {
  return useQuery({ queryKey: playerQueryKey(id, 'payments'), queryFn: () => api.get(`${playerUrl(id)}/payments`, ZStaffPlayerPayments) });
}
