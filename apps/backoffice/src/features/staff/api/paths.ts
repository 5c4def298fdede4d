import { STAFF_API } from '@/lib/api-client';

export const STAFF_URL = `${STAFF_API}/staff`;

/** Every staff-list query key starts with this, so one invalidation refreshes the list after a change. */
export const STAFF_QUERY_KEY = ['staff'] as const;
