import { STAFF_API } from '@/lib/api-client';

export const CASES_URL = `${STAFF_API}/safer-gambling/cases`;
export const caseUrl = (id: string) => `${CASES_URL}/${encodeURIComponent(id)}`;

/** Every case query key starts with this: one invalidation refreshes the queue after an action. */
export const CASES_QUERY_KEY = ['safer-gambling-cases'] as const;
export const caseQueryKey = (id: string) => [...CASES_QUERY_KEY, 'case', id] as const;
