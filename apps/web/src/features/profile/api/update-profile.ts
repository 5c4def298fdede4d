'use client';
import type { TProfile, TProfileUpdateRequest } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PROFILE_QUERY_KEY, PROFILE_URL } from './paths';
import { appQueryClient } from '@/lib/query-client';

/** PUT /profile: fills empty fields; answers the whole profile. */
async function updateProfile(body: TProfileUpdateRequest): Promise<TProfile> {
  return api.put<TProfile>(PROFILE_URL, body);
}

export function useUpdateProfile() {
  const queryClient = appQueryClient();
  return useMutation(
    {
      mutationFn: updateProfile,
      onSuccess: (profile) => queryClient.setQueryData(PROFILE_QUERY_KEY, profile),
    },
    queryClient,
  );
}
