import { ZAuditPage } from '@casino/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, STAFF_API } from '@/lib/api-client';

export const AUDIT_URL = `${STAFF_API}/audit`;
/** The whole trail as CSV, which the browser downloads with the session cookie. */
export const AUDIT_CSV_URL = `${AUDIT_URL}?format=csv`;
export const AUDIT_QUERY_KEY = ['audit'] as const;

/** GET /staff-api/v1/audit?before=<seq>: a page of the trail, newest first, older than `before` when given. */
function getAuditPage(before: number | null) {
  return api.get(before === null ? AUDIT_URL : `${AUDIT_URL}?before=${before}`, ZAuditPage);
}

/** The trail page by page: the newest first, each "Load older" asks for the entries before the last one seen. */
export function useAuditTrail() {
  return useInfiniteQuery({
    queryKey: AUDIT_QUERY_KEY,
    queryFn: ({ pageParam }) => getAuditPage(pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
  });
}
