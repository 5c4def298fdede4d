import { ZStaffPlayerSaferGambling } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { playerQueryKey, playerUrl } from './paths';

/** GET …/players/{id}/safer-gambling: limits, exclusions, the register's answer, markers and the open case. */
export function useSaferGambling(id: string) {
  return useQuery({
    queryKey: playerQueryKey(id, 'safer-gambling'),
    queryFn: () => api.get(`${playerUrl(id)}/safer-gambling`, ZStaffPlayerSaferGambling),
  });
}
