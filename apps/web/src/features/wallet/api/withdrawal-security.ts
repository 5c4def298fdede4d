'use client';
import type { TAddWithdrawalAddressRequest, TWithdrawalAddress, TWithdrawalSecurity } from '@casino/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { appQueryClient } from '@/lib/query-client';
import { PROFILE_API, WALLET_QUERY_KEY } from './paths';

const ADDRESSES_URL = `${PROFILE_API}/withdrawal-addresses`;
// Under the wallet's key: a withdrawal's refresh also asks again whether withdrawals are held.
const SECURITY_QUERY_KEY = [...WALLET_QUERY_KEY, 'withdrawal-security'] as const;

/** GET /profile/withdrawal-security: how requests are confirmed, the hold after a change of credentials, the allow-list. */
export function useWithdrawalSecurity() {
  // The 24 h waits end while the page is open, and other tabs change the list: ask again on every visit.
  return useQuery(
    { queryKey: SECURITY_QUERY_KEY, queryFn: () => api.get<TWithdrawalSecurity>(`${PROFILE_API}/withdrawal-security`), staleTime: 0 },
    appQueryClient(),
  );
}

function useSecurityMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = appQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: SECURITY_QUERY_KEY }) }, queryClient);
}

/** POST /profile/withdrawal-addresses: usable 24 h later, and mailed to the player. */
export const useAddWithdrawalAddress = () =>
  useSecurityMutation((input: TAddWithdrawalAddressRequest) => api.post<TWithdrawalAddress>(ADDRESSES_URL, input));

/** DELETE /profile/withdrawal-addresses/{id}: off the list at once. */
export const useRemoveWithdrawalAddress = () =>
  useSecurityMutation((id: string) => api.delete<null>(`${ADDRESSES_URL}/${encodeURIComponent(id)}`));

/** PUT /profile/withdrawal-addresses/allow-list: on at once, off 24 h after it is asked. */
export const useSetAllowList = () =>
  useSecurityMutation((on: boolean) => api.put<TWithdrawalSecurity>(`${ADDRESSES_URL}/allow-list`, { on }));
