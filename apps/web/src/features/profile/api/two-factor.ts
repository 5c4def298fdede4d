'use client';
import type { TMessageResponse, TRecoveryCodes, TTotpEnrolment, TTwoFactorStatus } from '@casino/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { api } from '@/lib/api-client';
import { appQueryClient } from '@/lib/query-client';
import { TWO_FACTOR_QUERY_KEY, TWO_FACTOR_URL } from './paths';

/** GET /two-factor: whether the authenticator app is on, since when, and how many recovery codes are left. */
export function useTwoFactorStatus() {
  const { isAuthenticated } = useAuth();
  // Turned off by an e-mailed link, perhaps in another tab: ask again whenever the page opens.
  return useQuery(
    {
      queryKey: TWO_FACTOR_QUERY_KEY,
      queryFn: () => api.get<TTwoFactorStatus>(TWO_FACTOR_URL),
      enabled: isAuthenticated,
      staleTime: 0,
    },
    appQueryClient(),
  );
}

/** POST /two-factor/totp: a new secret to add to the app; nothing changes until a code from it is confirmed. */
export function useStartTotp() {
  return useMutation({ mutationFn: () => api.post<TTotpEnrolment>(`${TWO_FACTOR_URL}/totp`) }, appQueryClient());
}

/** POST /two-factor/totp/confirm: one code from the app turns it on; the answer's recovery codes are shown this once. */
export function useConfirmTotp() {
  const queryClient = appQueryClient();
  return useMutation(
    {
      mutationFn: (code: string) => api.post<TRecoveryCodes>(`${TWO_FACTOR_URL}/totp/confirm`, { code }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_QUERY_KEY }),
    },
    queryClient,
  );
}

/** POST /two-factor/disable: a code (app or recovery) asks for the e-mailed link that turns it off. */
export function useRequestTwoFactorOff() {
  const queryClient = appQueryClient();
  return useMutation(
    {
      mutationFn: (code: string) => api.post<TMessageResponse>(`${TWO_FACTOR_URL}/disable`, { code }),
      // A recovery code may have been spent.
      onSettled: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_QUERY_KEY }),
    },
    queryClient,
  );
}
