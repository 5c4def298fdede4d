import { ZStaffPlayerBalances } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { playerQueryKey, playerUrl } from './paths';

/** GET …/players/{id}/balances: the ledger's balances per currency with the latest postings of each. */
export function useBalances(id: string) {
  return useQuery({ queryKey: playerQueryKey(id, 'balances'), queryFn: () => api.get(`${playerUrl(id)}/balances`, ZStaffPlayerBalances) });
}
