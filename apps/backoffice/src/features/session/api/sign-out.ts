import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isSignedOutError } from '@/lib/api-client';
import { HANDLES_SIGNED_OUT } from '@/lib/query-client';
import { markSignedOut } from '../lib/session-cache';
import { SESSION_URL } from './paths';

/** DELETE /staff-api/v1/session */
function signOut() {
  return api.command('DELETE', SESSION_URL);
}

/** Signs out; a session the API had already ended (401) is signed out all the same. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    meta: HANDLES_SIGNED_OUT,
    onSuccess: () => markSignedOut(queryClient),
    onError: (error) => {
      if (isSignedOutError(error)) markSignedOut(queryClient);
    },
  });
}
