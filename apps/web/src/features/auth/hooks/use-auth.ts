'use client';
import type { TIsAuthenticatedResponse } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const AUTH_QUERY_KEY = ['auth'] as const;

/** Authentication state from the server (fresh for 5 minutes). */
export function useAuth() {
  const query = useQuery({
    queryKey: AUTH_QUERY_KEY,
    queryFn: () => api.post<TIsAuthenticatedResponse>('/user-service/api/v1/isAuthenticated'),
  });
  return {
    isLoading: query.isPending,
    isAuthenticated: query.data?.authenticated ?? false,
    user: query.data?.user,
  };
}
