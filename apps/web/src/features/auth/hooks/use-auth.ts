'use client';
import type { TIsAuthenticatedResponse } from '@casino/contracts';
import { api } from '@/lib/api-client';
import { useSharedQuery, useSharedQueryValue } from '@/lib/use-shared-query';

export const AUTH_QUERY_KEY = ['auth'] as const;

const isAuthenticated = () => api.post<TIsAuthenticatedResponse>('/user-service/api/v1/isAuthenticated');

/** Authentication state from the server (fresh for 5 minutes). */
export function useAuth() {
  const query = useSharedQuery({ queryKey: AUTH_QUERY_KEY, queryFn: isAuthenticated });
  return {
    isLoading: query.isPending,
    isAuthenticated: query.data?.authenticated ?? false,
    user: query.data?.user,
  };
}

/**
 * Only whether the visitor is signed in, for the many components that need nothing else (every game tile):
 * they re-render when it flips, not each time the authentication check runs. The site header's useAuth keeps
 * the check itself going.
 */
export function useIsAuthenticated(): boolean {
  return useSharedQueryValue<TIsAuthenticatedResponse, boolean>(AUTH_QUERY_KEY, (state) => state.data?.authenticated ?? false);
}

/** A signed-in player whose e-mail address is not confirmed yet: the bell reminds them on every page. */
export function useHasEmailToConfirm(): boolean {
  return useSharedQueryValue<TIsAuthenticatedResponse, boolean>(
    AUTH_QUERY_KEY,
    (state) => state.data?.authenticated === true && state.data.user?.confirmed === false,
  );
}
