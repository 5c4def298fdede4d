import { ZStaffPlayerSessions, type TStaffPlayerSessions } from '@casino/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { playerQueryKey, playerUrl } from './paths';

/** GET …/players/{id}/sessions: the player's live sessions. */
export function useSessions(id: string) {
  return useQuery({ queryKey: playerQueryKey(id, 'sessions'), queryFn: () => api.get(`${playerUrl(id)}/sessions`, ZStaffPlayerSessions) });
}

/** POST …/sessions/{sessionId}/revoke: the answer is the sessions left, which replace the cached list. */
export function useRevokeSession(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      api.post(`${playerUrl(id)}/sessions/${encodeURIComponent(sessionId)}/revoke`, {}, ZStaffPlayerSessions),
    onSuccess: (left: TStaffPlayerSessions) => queryClient.setQueryData(playerQueryKey(id, 'sessions'), left),
  });
}
