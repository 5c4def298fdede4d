'use client';
import type {
  TConfirmLimitRequest,
  TRealityCheckState,
  TSaferGamblingResponse,
  TSetLimitRequest,
  TSetRealityCheckRequest,
} from '@casino/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { api } from '@/lib/api-client';
import { appQueryClient } from '@/lib/query-client';
import {
  acknowledgeInteractionUrl,
  CONFIRM_LIMIT_URL,
  LIFT_EXCLUSION_URL,
  LIMITS_URL,
  NO_DEPOSIT_LIMIT_URL,
  REALITY_CHECK_URL,
  SAFER_GAMBLING_QUERY_KEY,
  SAFER_GAMBLING_URL,
} from './paths';

/** GET /profile/safer-gambling: the player's profile, limits with what is used of them, pending changes and history. */
function getSaferGambling(): Promise<TSaferGamblingResponse> {
  return api.get<TSaferGamblingResponse>(SAFER_GAMBLING_URL);
}

/** What is used of a limit moves with every deposit and bet: asked again whenever a page or the deposit dialog opens. */
export function useSaferGambling() {
  const { isAuthenticated } = useAuth();
  return useQuery(
    { queryKey: SAFER_GAMBLING_QUERY_KEY, queryFn: getSaferGambling, enabled: isAuthenticated, staleTime: 0 },
    appQueryClient(),
  );
}

/**
 * The message waiting for the player's acknowledgement (a sign of harm asks them to review their limits), for the
 * notice on every page: read with the page's query, kept for 5 minutes there.
 */
export function useOpenInteraction() {
  const { isAuthenticated } = useAuth();
  return useQuery(
    {
      queryKey: SAFER_GAMBLING_QUERY_KEY,
      queryFn: getSaferGambling,
      enabled: isAuthenticated,
      staleTime: 5 * 60_000,
      select: (data) => data.interaction,
    },
    appQueryClient(),
  );
}

/** Every change is answered by reading the whole state again: the server decides what applies now and what waits. */
function useSaferGamblingMutation<T>(mutationFn: (body: T) => Promise<unknown>) {
  const queryClient = appQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: SAFER_GAMBLING_QUERY_KEY }) }, queryClient);
}

/** PUT /profile/safer-gambling/limits: a new or lower value applies at once; a higher one or a removal waits 24 hours. */
export function useSetLimit() {
  return useSaferGamblingMutation((body: TSetLimitRequest) => api.put<unknown>(LIMITS_URL, body));
}

/** POST /profile/safer-gambling/limits/confirm: applies a pending change once its time has come. */
export function useConfirmLimit() {
  return useSaferGamblingMutation((body: TConfirmLimitRequest) => api.post<unknown>(CONFIRM_LIMIT_URL, body));
}

/** POST /profile/safer-gambling/no-deposit-limit: the player's active choice of no deposit limit. */
export function useChooseNoDepositLimit() {
  return useSaferGamblingMutation(() => api.post<unknown>(NO_DEPOSIT_LIMIT_URL));
}

/** POST /profile/safer-gambling/interactions/{id}/acknowledge: the player read the message; the server records it. */
export function useAcknowledgeInteraction() {
  return useSaferGamblingMutation((id: string) => api.post<unknown>(acknowledgeInteractionUrl(id)));
}

/** PUT /profile/safer-gambling/reality-check: the interval (one of the choices, or null for the market's default). */
export function useSetRealityCheck() {
  return useSaferGamblingMutation((body: TSetRealityCheckRequest) => api.put<TRealityCheckState>(REALITY_CHECK_URL, body));
}

/** POST /profile/safer-gambling/self-exclusion/lift: asks to end an indefinite exclusion; play reopens after its delay. */
export function useLiftExclusion() {
  return useSaferGamblingMutation(() => api.post<unknown>(LIFT_EXCLUSION_URL));
}
