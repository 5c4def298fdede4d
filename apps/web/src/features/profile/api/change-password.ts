'use client';
import { type TChangePasswordRequest, type TMessageResponse } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CHANGE_PASSWORD_URL, SESSIONS_QUERY_KEY } from './paths';
import { appQueryClient } from '@/lib/query-client';

/** POST /user-service/api/v1/change-password: the other sessions end, this one stays. */
function changePassword(body: TChangePasswordRequest): Promise<TMessageResponse> {
  return api.post<TMessageResponse>(CHANGE_PASSWORD_URL, body);
}

export function useChangePassword() {
  const queryClient = appQueryClient();
  return useMutation(
    {
      mutationFn: changePassword,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
    },
    queryClient,
  );
}
