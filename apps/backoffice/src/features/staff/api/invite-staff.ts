import { ZStaffInviteResponse, type ZStaffInviteRequest } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { STAFF_QUERY_KEY, STAFF_URL } from './paths';

/** POST /staff-api/v1/staff: invites a member; the answer's enrolment link is shown once and never again. */
function inviteStaff(body: z.input<typeof ZStaffInviteRequest>) {
  return api.post(STAFF_URL, body, ZStaffInviteResponse);
}

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: inviteStaff, onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_QUERY_KEY }) });
}
