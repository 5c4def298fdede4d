import { ZStaffMe, type ZStaffSignInRequest } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { HANDLES_SIGNED_OUT } from '@/lib/query-client';
import { markSignedIn } from '../lib/session-cache';
import { SESSION_URL } from './paths';

/** POST /staff-api/v1/session: password and authenticator code together; answers the member signed in. */
function signIn(body: z.input<typeof ZStaffSignInRequest>) {
  return api.post(SESSION_URL, body, ZStaffMe);
}

/** Signs in; a 401 here is a wrong password or code, shown on the form, not a session that ended. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signIn, meta: HANDLES_SIGNED_OUT, onSuccess: (me) => markSignedIn(queryClient, me) });
}
