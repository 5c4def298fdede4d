'use client';
import type { TProfile, TReceiveEmailResponse } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PROFILE_QUERY_KEY, PROFILE_URL } from './paths';
import { appQueryClient } from '@/lib/query-client';

/** PUT /profile/receive-email flips the promo e-mail setting and answers the new state. */
async function toggleReceiveEmail(): Promise<TReceiveEmailResponse> {
  return api.put<TReceiveEmailResponse>(`${PROFILE_URL}/receive-email`);
}

/** The cached profile takes the server's answer, so the toggle moves only once the server agreed. */
export function useToggleReceiveEmail() {
  const queryClient = appQueryClient();
  return useMutation(
    {
      mutationFn: toggleReceiveEmail,
      onSuccess: ({ receiveEmailPromo }) =>
        queryClient.setQueryData<TProfile>(
          PROFILE_QUERY_KEY,
          (profile) => profile && { ...profile, userDetails: { ...profile.userDetails, receiveEmailPromo } },
        ),
    },
    queryClient,
  );
}
