import { ZStaffPlayerBonus, ZStaffPlayerBonuses, type TStaffBonusGrantRequest } from '@casino/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { playerBonusesQueryKey, playerBonusesUrl } from './paths';

/** GET /staff-api/v1/players/{id}/bonuses: the player's bonuses, newest first, and their wallet currencies. */
function listPlayerBonuses(playerId: string) {
  return api.get(playerBonusesUrl(playerId), ZStaffPlayerBonuses);
}

export function usePlayerBonuses(playerId: string) {
  return useQuery({ queryKey: playerBonusesQueryKey(playerId), queryFn: () => listPlayerBonuses(playerId) });
}

/** POST /staff-api/v1/players/{id}/bonuses: a bonus active at once; the same key again grants nothing more. */
function grantBonus({ playerId, body }: { playerId: string; body: TStaffBonusGrantRequest }) {
  return api.post(playerBonusesUrl(playerId), body, ZStaffPlayerBonus);
}

/** POST /staff-api/v1/players/{id}/bonuses/{grantId}/forfeit: what is left of the bonus goes back. */
function forfeitBonus({ playerId, grantId, reason }: { playerId: string; grantId: string; reason: string }) {
  return api.post(`${playerBonusesUrl(playerId)}/${encodeURIComponent(grantId)}/forfeit`, { reason }, ZStaffPlayerBonus);
}

export function useGrantBonus(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantBonus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: playerBonusesQueryKey(playerId) }),
  });
}

export function useForfeitBonus(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: forfeitBonus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: playerBonusesQueryKey(playerId) }),
  });
}
