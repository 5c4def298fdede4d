'use client';
import type { TProfileSession, TProfileSessionList } from '@casino/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { api } from '@/lib/api-client';
import { PROFILE_URL, SESSIONS_QUERY_KEY } from './paths';
import { appQueryClient } from '@/lib/query-client';

/** GET /profile/session: the player's live sessions, most recently used first. */
async function getSessions(): Promise<TProfileSession[]> {
  return api.get<TProfileSessionList>(`${PROFILE_URL}/session`);
}

/** DELETE /profile/session/{id}: signs that browser out. */
function endSession(id: string): Promise<unknown> {
  return api.delete<unknown>(`${PROFILE_URL}/session/${encodeURIComponent(id)}`);
}

export function useSessions() {
  const { isAuthenticated } = useAuth();
  // Sessions come and go elsewhere: always ask again when the page opens.
  return useQuery({ queryKey: SESSIONS_QUERY_KEY, queryFn: getSessions, enabled: isAuthenticated, staleTime: 0 }, appQueryClient());
}

export function useEndSession() {
  const queryClient = appQueryClient();
  return useMutation(
    {
      mutationFn: endSession,
      onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
    },
    queryClient,
  );
}
