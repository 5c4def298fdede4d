import { ZStaffMe, type ZStaffEnrolmentCompleteRequest } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { markSignedIn } from '@/features/session';
import { api, STAFF_API } from '@/lib/api-client';
import { HANDLES_SIGNED_OUT } from '@/lib/query-client';

/** POST /staff-api/v1/enrolment/complete: sets the password, proves the authenticator with a code, signs in. */
function completeEnrolment(body: z.input<typeof ZStaffEnrolmentCompleteRequest>) {
  return api.post(`${STAFF_API}/enrolment/complete`, body, ZStaffMe);
}

/** Completes the enrolment; the member is signed in on success (a refusal is shown on the form). */
export function useCompleteEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: completeEnrolment, meta: HANDLES_SIGNED_OUT, onSuccess: (me) => markSignedIn(queryClient, me) });
}
