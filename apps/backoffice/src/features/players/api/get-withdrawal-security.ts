import { ZStaffPlayerWithdrawalSecurity } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { playerQueryKey, playerUrl } from './paths';

/** GET …/players/{id}/withdrawal-security: second factor, hold, allow-list with its addresses, security events. */
export function useWithdrawalSecurity(id: string) {
  return useQuery({
    queryKey: playerQueryKey(id, 'withdrawal-security'),
    queryFn: () => api.get(`${playerUrl(id)}/withdrawal-security`, ZStaffPlayerWithdrawalSecurity),
  });
}
