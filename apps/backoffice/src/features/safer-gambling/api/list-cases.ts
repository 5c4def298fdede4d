import { ZSaferGamblingCaseQueue, type TSaferGamblingCaseStatus } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CASES_QUERY_KEY, CASES_URL } from './paths';

/** GET /staff-api/v1/safer-gambling/cases?status=: one status, or every case not closed without one. */
function listCases(status: TSaferGamblingCaseStatus | null) {
  return api.get(status ? `${CASES_URL}?status=${status}` : CASES_URL, ZSaferGamblingCaseQueue);
}

export function useCaseQueue(status: TSaferGamblingCaseStatus | null) {
  return useQuery({ queryKey: [...CASES_QUERY_KEY, 'queue', status ?? 'active'], queryFn: () => listCases(status) });
}
