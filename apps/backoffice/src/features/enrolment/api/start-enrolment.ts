import { ZStaffEnrolmentStartResponse } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, STAFF_API } from '@/lib/api-client';
import { HANDLES_SIGNED_OUT } from '@/lib/query-client';

export const ENROLMENT_QUERY_KEY = ['enrolment'] as const;

/** POST /staff-api/v1/enrolment/start: the link's token; answers the authenticator secret to add. */
function startEnrolment(token: string) {
  return api.post(`${STAFF_API}/enrolment/start`, { token }, ZStaffEnrolmentStartResponse);
}

/**
 * The enrolment a link opens, read once per token: a query, so a second render or a remount asks the API once,
 * and never again while the page is open (the secret must not change under the member's eyes).
 */
export function useEnrolment(token: string) {
  return useQuery({
    queryKey: [...ENROLMENT_QUERY_KEY, token],
    queryFn: () => startEnrolment(token),
    enabled: token !== '',
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    meta: HANDLES_SIGNED_OUT,
  });
}
