'use client';
import type { TProfile } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { api } from '@/lib/api-client';
import { PROFILE_QUERY_KEY, PROFILE_URL } from './paths';
import { appQueryClient } from '@/lib/query-client';

/** GET /profile: names, e-mail, its verification and the player's details. */
async function getProfile(): Promise<TProfile> {
  return api.get<TProfile>(PROFILE_URL);
}

/** The player's profile; fetched only with a session (docs/product.md, Who may do what), fresh for 5 minutes. */
export function useProfile() {
  const { isAuthenticated } = useAuth();
  return useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: getProfile, enabled: isAuthenticated }, appQueryClient());
}
