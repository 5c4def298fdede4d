import { ZStaffPlayer } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { playerQueryKey, playerUrl } from './paths';

/** GET /staff-api/v1/players/{id}: the account, the profile and the verification documents. */
export function usePlayer(id: string) {
  return useQuery({ queryKey: playerQueryKey(id, 'account'), queryFn: () => api.get(playerUrl(id), ZStaffPlayer) });
}
